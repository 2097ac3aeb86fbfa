@a@
@@
  init_a();

@b@
@@
  init_b();

@depends on a && b@
@@
- run();
+ run_both();
