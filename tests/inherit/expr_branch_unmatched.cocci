// A rule inheriting a position of a rule that did not match runs when only
// some disjunction branches use it (spatch 1.1.1); .res from spatch.
virtual xxx

@r depends on xxx@
expression E;
@@

g(E);

@@
identifier f;
expression r.E;
@@

(
-f(E)
+22
|
-f()
+42
)
