// `{ ... S }' (not ending in a return) stands for the branch S itself (f4),
// not for a branch `goto l;' reaching `l: S' (f2).
@r@
position p;
expression ret;
@@
if@p (...) { ... a(); }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
