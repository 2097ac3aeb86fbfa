// the same pattern with its header kept and the else branch's statement
// changed: drop_else does not invent an else to change (spatch 1.1.1).
@@
expression E;
identifier fld, f;
statement S1;
@@
E->fld = f(...);
...
if (E == NULL) S1 else
- g(E);
+ k(E);
