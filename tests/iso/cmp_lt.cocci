// a < b also matches b > a (gtr_lss)
@@
expression a, b;
@@
- a < b
+ LT(a, b)
