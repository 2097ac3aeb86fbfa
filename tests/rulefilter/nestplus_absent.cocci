// A rule whose nest needs m(): no m in the file, nothing changes, but the
// next rule, which needs no m, still runs.
@r@
expression E;
@@
if (E) { <+... m(E) ...+> }

@@
@@
- h(x);
+ h2(x);
