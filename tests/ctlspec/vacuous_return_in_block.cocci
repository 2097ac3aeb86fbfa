// The issue's case: no bar() exists anywhere, and every path from the
// inner if leaves the function through `return 0;' first. A pattern item
// that no path reaches is a failed match, never a vacuous success.
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ...
  bar(D, E);
