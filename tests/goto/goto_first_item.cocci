// The items of a block ending in a return start right after the label a
// branch `goto l;' names (f2), not after a braced goto (f3).
@r@
position p;
expression ret;
@@
if@p (...) { a(); ... return ret; }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
