// `when strict': the continue branch is no exception, and its path
// meets the inner e(): the outer e() is no match, nor the inner one (round
// the loop its path meets itself).
@@
@@
- e();
  ... when strict
  d();
