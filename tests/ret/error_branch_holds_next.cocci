// A branch that holds d() on some paths only (f) is no error branch; one
// that reaches d() on every path (g) needs no exception.
@@
@@
- e();
  ...
  d();
