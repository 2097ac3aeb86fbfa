// .res written by hand: spatch 1.1.1 gives the same edit plus a line holding only a tab after the block
// in f; in h (the goto inside a loop) spatch 1.1.1 removes the function's closing brace (broken C):
// here the same edit as f. g must not match (no a() after the label).
@@
@@
if (...)
- { ... a(); ... return -1; }
+ { b(); }
