// designated initializers match in any order, in every way: `{ .fld = E, ... }' changes each field of each initializer; the comma the pattern gives the last field of o2 is added right after it (spatch 1.1.1 also breaks the line before o2's `}' and doubles a blank: not copied)
@@
type T;
identifier x, fld;
expression E;
@@
  T x = {
-   .fld = E,
+   .fld = (E),
    ...
  };
