@@
expression A, B;
@@
- combine(A, B)
+ merge(B, A)
