// A then branch that breaks out of the loop reaches d() after it: no
// error branch, so the path through it meets the inner e() and the outer
// e() is no match (the inner one is).
@@
@@
- e();
  ...
  d();
