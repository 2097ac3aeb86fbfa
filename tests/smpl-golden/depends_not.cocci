@has_c@
@@
  init_c();

@depends on !has_c@
@@
- run();
+ run_without_c();
