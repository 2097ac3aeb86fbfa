// A declaration with dots after (and before) it matches the functions'
// declarations only: a toplevel declaration is no start of a path
// (spatch 1.1.1 removes `= 0' from g1 and g2 too; the regression
// suite's result for this shape, which we follow, does not).
@@
identifier x;
@@
  ... when != x
- int x = 0;
+ int x;
  ... when != x
