// An unbraced goto leaving loops (f1) and switches (f6), through several
// labels (f2), with code (f3) or an error branch (f4) or a loop (f5) before
// the return.
@r@
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
