// A rule inheriting a position of a rule that did not match runs when only
// some disjunction branches use it (spatch 1.1.1); .res from spatch.
virtual xxx

@r depends on xxx@
identifier f;
position p1;
@@

f@p1();

@@
identifier f;
position r.p1;
@@

(
-f@p1()
+22
|
-f@p1(1)
+42
)
