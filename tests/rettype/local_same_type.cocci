// T of `T f(...)' takes the stars of a pointer returned (not the storage
// classes): the locals of that very type go
@@
type T;
identifier x, f;
@@
 T f(...) {
   ...
-  T x;
   ...
 }
