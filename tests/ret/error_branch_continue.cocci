// A then branch that continues the loop reaches d() only round the loop:
// an error branch, which a forall `...' may leave by.
@@
@@
- e();
  ...
  d();
