// Disjunction priority: `fld' is bound before the disjunction, so the
// earlier branch excludes the later one only with that field (f: no
// match; g: p->b is another field, p matches).
@r exists@
position p;
expression E;
identifier fld;
@@

kfree(E->fld);
...
(
 E->fld = NULL
|
 E@p
)

@@
position r.p;
expression E;
@@
- E@p
+ BAD(E)
