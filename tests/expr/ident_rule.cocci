// A rule of kind identifier: its pattern is a name, found wherever the
// code has it: declared names and field names too (not a designator's).
@identifier@
identifier f =~ "^foo";
@@
- f
+ FF
