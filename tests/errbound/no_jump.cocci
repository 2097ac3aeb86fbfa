// must not match: the branch assigns x and does not jump: no error branch, the assignment breaks the when
@@
type T;
identifier x;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
