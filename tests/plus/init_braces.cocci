@@
initializer I;
identifier x;
type T;
@@
  T x = I;
+ T y = I;
