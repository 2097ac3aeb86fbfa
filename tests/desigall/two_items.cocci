// two pattern items: `.a = E' takes the a field, `.fld = F' each other one in turn (o: b and c; o2: c; o3 has no a, no match); the comma the pattern gives the last field of o2 is added right after it (spatch 1.1.1 also breaks the line before o2's `}' and doubles a blank: not copied)
@@
identifier x, fld;
expression E, F;
@@
  struct ops x = {
    .a = E,
-   .fld = F,
+   .fld = F + E,
    ...
  };
