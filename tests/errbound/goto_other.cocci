// the error branch assigns x another value then jumps: with E bound before the dots (by the added code), the branch cannot reach `x = E' for that E, so it is an error branch and exempt: a match
@@
type T;
identifier x;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
