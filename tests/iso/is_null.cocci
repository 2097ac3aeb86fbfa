// x == NULL also matches !x, NULL == x and x == 0 (is_null, commeq, is_zero)
@@
expression x;
@@
- x == NULL
+ IS_NULL(x)
