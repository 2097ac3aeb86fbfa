@@
type T;
identifier x;
expression E;
@@
  T x;
  ...
- x = (T)E;
+ x = E;
