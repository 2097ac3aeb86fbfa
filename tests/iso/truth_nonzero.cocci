// x != 0 also matches x in a condition (isnt_zero), not elsewhere,
// and 0 != x (commneq)
@@
expression x;
@@
- x != 0
+ NZ(x)
