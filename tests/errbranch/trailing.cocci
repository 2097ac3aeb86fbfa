// Dots that nothing follows owe every path to the end, error branches
// included: a b() in a branch that returns forbids the match (f1, f3);
// none: removed (f2).
@@
@@
- a();
  ... when != b()
