@@
expression P;
constant E;
@@
- P->E
+ P->E2
