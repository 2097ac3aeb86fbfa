// An #if group as a loop body (see pp_alt_dots): each branch goes back
// to the loop head, so not every path from x = 3 reaches the return
// (spatch 1.1.1: nothing matches).
@@
expression E;
@@
  x = E;
  ...
- return 0;
