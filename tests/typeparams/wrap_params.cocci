// a function pointer declaration made longer than 80 columns: broken after a comma of its parameters, aligned after their `(' (the field in the struct does not match)
@@
identifier fld;
type T;
@@
- T fld;
+ T fld_with_a_long_suffix;
