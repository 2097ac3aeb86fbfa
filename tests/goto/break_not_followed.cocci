// The `...' of a block do not follow a break (f1, f3) or continue (f6) out
// of it; they follow a goto out of a block that ends in a return (f2, f5)
// and a break inside it (f4).
@r@
position p;
expression ret;
@@
if@p (...) { ... return ret; }

@@
position r.p;
expression E;
statement S;
@@
- if@p (E)
+ if (mark(E))
  S
