@@
expression E;
identifier l;
@@
  E = take();
  ...
  if (...)
- 	goto l;
+ 	goto fail_put;
