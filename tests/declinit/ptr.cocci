// The same through a pointer declarator: `struct foo *p;' as written
// matches f2 only; with a metavariable it would match f1 too.
@@
@@
  struct foo *p;
+ h();
