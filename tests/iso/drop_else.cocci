// if (E) S1 else S2 also matches an if without else (drop_else, S2 a
// pure statement metavariable); the transformation goes through
@@
expression E;
statement S1, S2;
@@
  if (
- E == NULL
+ !E
  ) S1 else S2
