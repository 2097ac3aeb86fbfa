// Branches with an inner if: f1's then branch reaches d() (in the inner
// then branch, which falls through), so it is no error branch and its
// path through the inner fall-through fails; f2's reaches no d(): an error
// branch; f5's reaches d() too (inside an inner error branch: it counts);
// f6 matches through the inner error branch `if (y) return;'.
@@
@@
- e();
  ...
  d();
