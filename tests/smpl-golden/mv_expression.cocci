@@
expression A, B;
@@
- max_of(A, B)
+ (A > B ? A : B)
