// a >= b also matches b <= a (gtr_lss_eq, backwards)
@@
expression a, b;
@@
- a >= b
+ GE(a, b)
