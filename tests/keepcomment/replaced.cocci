// A comment after lines replaced by added code stays, also where a line
// the same match removes follows it (spatch leaves a blank line with
// the indentation where that line was; we do not).
@@
identifier x;
type T;
expression E;
@@
- T x;
+ T x = E;
  ... when != x
- x = E;
