// init_c() is missing from the file, so the last rule does not apply.
@a@
@@
  init_a();

@c@
@@
  init_c();

@depends on a && c@
@@
- run();
+ run_both();
