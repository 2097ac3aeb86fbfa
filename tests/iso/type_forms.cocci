// int also matches signed int (add_signed), not unsigned
@@
identifier x;
@@
- int x;
+ long x;
