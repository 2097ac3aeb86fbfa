// `... S }': only closing braces of plain blocks may lie between S and the
// function's brace (k2); not the end of a loop (w), code after the inner
// block (m), nor the end of a switch (s).
@@
identifier fn;
@@
  fn(...) {
  ...
- a();
+ z();
  }
