// `when != x == NULL' blocks a path at `!x' anywhere (is_null: an
// Expression isomorphism, X == NULL => !X) and at `NULL == x' (commeq),
// not at `if (x)' (spatch 1.1.1).
@@
expression x;
identifier fld;
@@
* x = kzalloc(...);
  ... when != x == NULL
  x->fld
