// the same type added again beside the field
@@
identifier s, fld;
type T;
@@
  struct s {
    ...
    T fld;
+   T fld_copy;
    ...
  };
