// a lone type metavariable takes an array type in a declaration with an initializer (int z[] = {...})
// .res from spatch 1.1.1
@@
type t;
identifier x;
expression E;
@@
* t x = {E, ...};
