// A goto back to a label before a(): the branch reaches b() again through
// the loop it makes, so it is no error branch and its path meets a()
// first (f); `continue' goes back by the loop's own back edge, and the
// branch is an error branch (g).
@@
@@
- a();
  ...
  b();
