// a type metavariable bound to a function pointer type with named parameters: printed again `int *p', the star on the name; `N * 2' in an array size stays an operator
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
