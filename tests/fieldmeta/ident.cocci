@@
expression P;
identifier E;
@@
- P->E
+ P->E2
