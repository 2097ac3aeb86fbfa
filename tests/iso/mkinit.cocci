// e.a = v; also matches the initializer .a = v of a declaration of e's
// type, in any order among the others (mkinit)
@r@
struct foo e;
expression v;
position p;
@@
e.a = v@p;

@@
expression r.v;
position r.p;
@@
- v@p
+ NEW(v)
