// initializer list metavariable in an array declaration's initializer
// .res from spatch 1.1.1
@@
type t;
identifier x;
initializer list I;
@@
* t x = {I};
