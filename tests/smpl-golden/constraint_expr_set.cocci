@@
expression E;
constant C = {0, 1};
@@
- set_flag(E, C)
+ set_flag_bool(E, C)
