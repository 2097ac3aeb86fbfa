@@
type T;
identifier x, f;
@@
 T f(...) {
   ...
-  T x;
   ...
 }
