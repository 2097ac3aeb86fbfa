@a@
@@
  init_a();

@b@
@@
  init_b();

@c@
@@
  init_c();

@depends on (a || c) && !c@
@@
- run();
+ run_a_without_c();

@depends on a && !(b || c)@
@@
- init_a();
+ init_a_alone();
