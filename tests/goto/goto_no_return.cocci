// A block that does not end in a return does not follow a goto out of it
// (f1) nor stand for an unbraced goto (f5): nothing matches.
@r@
position p;
expression ret;
@@
if@p (...) { ... a(); ... }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
