// A typed declaration and `when strict' dots: only the function's
// declaration, not the toplevel ones (see when.cocci).
@@
identifier x;
type T;
expression E;
@@
- T x = E;
+ T x;
  ... when != x
  when strict
