// the free at out_free is removed by the first branch's match from the unregister, and also reached by the goto to out_do_exit, which passes no such start; the second branch's match there changes nothing and is no start: reachable by inconsistent paths, the file is left unchanged (spatch 1.1.1)
@@
expression d;
@@
(
  input_unregister_device(d);
  ...
- input_free_device(d);
|
  input_free_device(d);
)
