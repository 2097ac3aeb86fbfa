// designated items of a pattern match items of the code in any order; others may lie between
// .res from spatch 1.1.1
@@
type t;
identifier x;
@@
* t x = {.a = 0};
