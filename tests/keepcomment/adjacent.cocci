// A declaration replaced and the assignment that the same match
// removes, with only a comment between them: the comment stays (spatch
// also leaves a blank line with the indentation where the assignment
// was; we do not).
@@
identifier x;
type T;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
