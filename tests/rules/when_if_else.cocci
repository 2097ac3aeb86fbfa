// `when != if (...) S1 else S2': the whole if at its head, with or without
// an else (drop_else): no path crosses an if in f and g; k matches.
@r exists@
expression E;
identifier f;
statement S1, S2;
position p;
@@

E = alloc(...);
... when != if (...) S1 else S2
E@p->f

@@
position r.p;
expression E;
@@
- E@p
+ BAD(E)
