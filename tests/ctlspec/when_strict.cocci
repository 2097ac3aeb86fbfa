// when strict: the path through the if's error branch must reach b()
// too, so nothing matches (compare forall_error_exit's f1 and f3).
@@
@@
- a();
  ... when strict
  b();
