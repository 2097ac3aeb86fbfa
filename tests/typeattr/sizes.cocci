// The same type printed in an expression (sizeof) and in a new
// declaration with an initializer.
@@
identifier x;
type T;
fresh identifier sv = x ## "_saved";
@@
  T x;
+ T sv = 0;
  ... when any
- reset(x);
+ reset(x, sizeof(T));
