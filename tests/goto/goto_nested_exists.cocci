// An inner block that always jumps is followed to its label (line 6); the
// outer block, one of whose paths reaches its end, is not (line 5).
@r exists@
position p;
expression ret;
@@
if@p (...) { ... a(...); ... return ret; }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
