// the error branch assigns x the same value E: it reaches what follows the dots, so it is no error branch; both assignments are taken
@@
type T;
identifier x;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
