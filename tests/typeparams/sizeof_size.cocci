// an array size holding sizeof of a type, printed again: `sizeof(struct cmd)', glued as a call
@@
identifier s, fld;
type T;
@@
  struct s {
    ...
-   T fld;
+   T fld_x;
    ...
  };
