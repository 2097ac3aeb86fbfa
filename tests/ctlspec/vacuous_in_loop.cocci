// The issue's vacuous case inside a loop whose body ends in `continue':
// the path goes round the loop, never to bar(); no match.
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ...
  bar(D, E);
