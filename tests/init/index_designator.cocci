// array index designators [1] = E are designators too
// .res from spatch 1.1.1
@@
type t;
identifier x;
expression E;
@@
* t x = {[1] = E};
