// .res written by hand: spatch 1.1.1 gives the same edit plus a line holding only a tab after the block
// (its "+ { b(); }" reprinted). The removed block stands for the goto and its label's code:
// the added block goes in the place of the removed one, never an `if (x)` without branch.
@@
@@
if (...)
- { ... a(); ... return -1; }
+ { b(); }
