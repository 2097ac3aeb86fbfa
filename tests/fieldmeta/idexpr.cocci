@@
expression P;
idexpression E;
@@
- P->E
+ P->E2
