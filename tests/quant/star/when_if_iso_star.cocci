// `when != if (E == NULL) S1 else S2' also stops at `if (x) { ... }'
// (neg_if, drop_else) and at an if with both branches: only t4 is starred
// (gallery derefnull/isnull).
@@
expression E;
identifier f;
statement S1, S2;
@@
  a(E);
  ... when != if (E == NULL) S1 else S2
* g(E->f);
