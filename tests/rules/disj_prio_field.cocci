// Disjunction priority: `fld' is first bound in the earlier branch, so
// that branch excludes the later one with any field (f: no match, g: p).
@r exists@
position p;
expression E;
identifier fld;
@@

kfree(E);
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
