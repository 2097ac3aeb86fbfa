// Disjunction priority in a sequence, expression branches: `E' is tried
// only at a node where `subE = E2' matches nowhere, with any values of the
// metavariables first bound in it (f: no match; g, h: E).
@a@
expression E;
@@
kfree(E);

@r exists@
position p;
expression a.E, subE <= a.E, E2;
@@

kfree(E);
...
(
 subE = E2
|
 E@p
)

@@
position r.p;
expression E;
@@
- E@p
+ BAD(E)
