// must change: the early exit returns, the free is reached only through the unregister
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
