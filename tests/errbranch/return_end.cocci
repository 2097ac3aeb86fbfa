// Dots before `return ...;' at the end of the body: a branch whose goto
// leads back to code that reaches the last return owes the path (f1, f2);
// a plain body matches (f3).
@@
identifier f;
@@
f(...) {
  ...
- a();
  ... when != b()
  return ...;
}
