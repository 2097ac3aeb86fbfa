// Branches inside the block that always jump (return, break, continue,
// goto, braced or not) are error paths that the block's `...' need not cover.
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
