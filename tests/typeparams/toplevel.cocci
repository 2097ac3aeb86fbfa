// declarations at toplevel: a function pointer, a function, an array (the function definition does not match)
@@
identifier fld;
type T;
@@
- T fld;
+ T fld_x;
