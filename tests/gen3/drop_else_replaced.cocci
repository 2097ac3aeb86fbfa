// drop_else: a replaced else branch (- S2 + foo();) is no pure metavariable:
// an if without else does not match (spatch 1.1.1).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (x == NULL) S1 else
- S2
+ foo();
