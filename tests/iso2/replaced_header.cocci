// drop_else after the negated-if isomorphism does not apply to an if
// whose header the rule changes: `if (e)` with no else is no
// `if (E == NULL) S1 else S2` here (spatch 1.1.1; .res from spatch).
@@
expression E;
identifier fld, f;
statement S1, S2;
@@
E->fld = f(...);
...
if (
-   E
+   E->fld
           == NULL) S1 else S2
