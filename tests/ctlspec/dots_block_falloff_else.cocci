// Must not match: from a() in the then-branch, falling off the block
// leads to the code after the if, which has no b(); b() is in the else
// branch, not reachable from a().
@@
@@
- a();
  ...
  b();
