// `ever r' holds when r matched anywhere; `never r' when it matched
// nowhere.  Here init_a() appears, init_z() does not.
@a@
@@
  init_a();

@z@
@@
  init_z();

@depends on ever a@
@@
- init_b();
+ init_b_after_a();

@depends on never z@
@@
- run();
+ run_no_z();
