// The items start right after the labels (f2) the goto reaches; other code
// there is no match (f3, f4).
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
