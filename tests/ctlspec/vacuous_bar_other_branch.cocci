// Must not match: bar() exists, but in the other branch, which no path
// from the if reaches.
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ...
  bar(D, E);
