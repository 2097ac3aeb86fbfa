// changing the first item of an array's initializer, its type taken by t
// .res from spatch 1.1.1
@@
type t;
identifier x;
expression E;
@@
 t x = {
- E,
+ E + 1,
  ...};
