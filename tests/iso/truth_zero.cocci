// x == 0 also matches !x (is_zero) and 0 == x (commeq)
@@
expression x;
@@
- x == 0
+ Z(x)
