// code added inside {} of a pattern lands in every designated or empty initializer, parted by a blank from the items after it
// .res from spatch 1.1.1
@@
type t;
identifier x;
@@
 t x = {
+ .z = 1,
 };
