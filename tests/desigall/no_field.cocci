// `.fld = 0' matches only fields set to 0 (o2 both), none in o or o3; the comma the pattern gives the last field of o2 is added right after it (spatch 1.1.1 also breaks the line before o2's `}' and doubles a blank: not copied)
@@
identifier x, fld;
@@
  struct ops x = {
-   .fld = 0,
+   .fld = 1,
    ...
  };
