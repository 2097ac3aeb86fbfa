// The same rule where bar() follows on every path: the if goes.
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ...
  bar(D, E);
