// Must not match (forall): one path returns before bar().
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ...
  bar(D, E);
