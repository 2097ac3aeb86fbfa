@@
expression P;
expression E;
@@
- P->E
+ P->E2
