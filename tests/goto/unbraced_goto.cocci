// A block ending in a return stands for an unbraced `if (x) goto l;' whose
// label leads to its items (f2), braced or not (f3); not for a branch that
// falls through to them (f1, f6) nor one that is the item itself (f4).
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
