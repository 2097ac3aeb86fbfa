// the error branch uses x and jumps: exempt, a match (the when holds on the other paths)
@@
type T;
identifier x;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
