// T x; also matches T x = E; (decl_init) when x is a metavariable and
// the declaration is kept; a name written as is does not
@@
type T;
identifier x;
@@
  T x;
+ trace(x);
