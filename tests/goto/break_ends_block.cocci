// A break out of the block ends its paths: trailing `...' are satisfied
// there (f2), as where a goto leaves it (f1).
@r@
position p;
expression ret;
@@
if@p (...) { ... b(); ... }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
