// S@p: the position of the statement a statement metavariable matched
// (a simple one or a whole if), passed to the next rule.
@r@
statement S;
position p;
@@
if (x) S@p

@@
statement S;
position r.p;
@@
- S@p
+ bar();
