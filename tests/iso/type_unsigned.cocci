// unsigned also matches unsigned int (add_int1)
@@
identifier x;
@@
- unsigned x;
+ long x;
