// x != NULL also matches a condition x (isnt_null1); in a condition that
// reading comes first, so NULL != q and r != 0 are taken whole as x, as
// spatch does; h(p) is no condition
@@
expression x;
@@
- x != NULL
+ NN(x)
