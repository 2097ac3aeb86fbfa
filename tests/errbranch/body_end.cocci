// Dots that end a function's body: a then branch that always jumps is an
// error branch and owes nothing, even when its jump leads (forward or back)
// to code that reaches the end (f1, f4, f5, f6); a branch that falls
// through owes the path (f2); no branch, no b(): removed (f3).
@@
identifier f;
@@
f(...) {
  ...
- a();
  ... when != b()
}
