// The exemption holds for a branch block ending in break (in a loop, in a
// switch); a branch that does not jump is followed (f3).
@@ @@
- a();
  ...
  b();
