// the type printed twice
@@
identifier fld;
type T;
@@
- T fld;
+ T fld_x; T fld_y;
