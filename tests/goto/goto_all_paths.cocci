// A braced block is followed out through its gotos only when every path
// through it leaves by a goto (f2 inner, f3 both); not when some path
// reaches its end (f1 outer, f2 outer) or returns (f4).
@r @
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
