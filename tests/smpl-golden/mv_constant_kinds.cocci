@@
constant C;
@@
- put_value(C)
+ put_const(C)
