@a@
@@
  init_a();

@c@
@@
  init_c();

@depends on a || c@
@@
- run();
+ run_either();
