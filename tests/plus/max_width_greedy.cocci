// spatch-options: --max-width 25
@@
expression A, B, C;
@@
- g(A, B, C)
+ ff(A, B, C, A)
