// A pure metavariable of the code around named again in a `when'
// clause is named twice: drop_cast does not apply to (T)a, so f(a)
// is not matched (spatch 1.1.1); f((int)a) is.
@@
type T;
expression y;
@@
- f((T)a);
  ... when != y = (T)b
- g();
