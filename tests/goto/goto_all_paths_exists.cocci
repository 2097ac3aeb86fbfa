// The same under exists: one path through a goto is not enough when another
// path reaches the block's end (f1, f2 outer) or returns (f4).
@r exists@
position p;
expression ret;
@@
if@p (...) { ... a(); ... return ret; }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
