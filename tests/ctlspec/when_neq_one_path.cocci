// forall: c() on one branch only is enough to forbid the match; exists
// variant in when_neq_one_path_exists.
@@
@@
- a();
  ... when != c();
  b();
