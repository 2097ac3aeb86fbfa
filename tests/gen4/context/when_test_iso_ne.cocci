// `when != x != NULL' blocks a path at any test of x: isnt_null1
// (X != NULL => X, a test expression) applies to an if, while or for
// condition and to the operands of ! && || and the ?: condition, not to
// a switch value nor to a call's argument (spatch 1.1.1).
@@
expression x;
identifier fld;
@@
* x = kzalloc(...);
  ... when != x != NULL
  x->fld
