// A line that continues an argument list after the operands of | were
// swapped: one at the left margin stays there (spatch leaves such a
// line where it is); one indented less than the `(` is re-indented
// under it (tabs, then spaces); one indented as far as the `(`, or
// further, stays.
@@
constant c;
expression e;
@@
- c
+ e
 |
- e
+ c
