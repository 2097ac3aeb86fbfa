// An #if group whose #if line stands where a branch or loop body starts,
// each branch (#if, #elif..., #else) one statement, is one statement
// whose branches are alternatives (spatch 1.1.1): no path goes from one
// branch to another, here from x = 3 to x = 4 or x = 5.  With two
// statements in a branch, or no #else, the group is no statement: the
// function's #if lines are no nodes and its branches run in sequence.
@exists@
expression E1, E2;
@@
- x = E1;
  ...
  x = E2;
