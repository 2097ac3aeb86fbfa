@def@
identifier fn =~ "^do_";
@@
  fn(...) { ... }

@ren@
identifier def.fn;
fresh identifier nf = "run_" ## fn;
@@
- fn
+ nf
  (...) { ... }

@@
identifier def.fn;
identifier ren.nf;
@@
- fn
+ nf
  (...)
