// `T x;' also matches a declaration with an initializer (decl_init)
// only where x is a metavariable: `int i;' written with the name matches
// f2 and f4 (no initializer) only, not f1 or f3 (`int i = ...;').
@@
@@
  int i;
+ foo();
