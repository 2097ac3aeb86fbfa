// the error branch assigns x another value and returns: exempt as with a goto
@@
type T;
identifier x;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
