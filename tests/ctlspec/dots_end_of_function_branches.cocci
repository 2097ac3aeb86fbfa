// `... S }' with S nested: spatch 1.1.1 matches S when only closing
// braces of plain blocks lie between S and the function's closing brace
// (k), but not when S ends the branches of an if, whose branches join in
// an after-if node before the brace (g, gg), nor when one path has no S (f).
@@
identifier fn;
@@
  fn(...) {
  ...
- a();
  }
