// Dots that end an inner block: a branch that returns is an error branch
// (the block's `}' it passes on the way out does not count, f1); one whose
// goto reaches that `}' by code owes the path (f3); b() after the block is
// outside the dots (f2).
@@
expression y;
@@
if (y) {
- a();
  ... when != b()
}
