// A goto past d() makes an error branch (fg); a goto to d() (fh) is none,
// and its path meets d() first.
@@
@@
- e();
  ...
  d();
