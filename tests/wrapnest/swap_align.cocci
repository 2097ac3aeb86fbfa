// A line broken in a list whose `(` stands on an earlier line that the
// change did not touch: the moved argument goes where the arguments of
// the changed line stand, or after the `(` when that line began inside
// an argument.
@@
expression e;
constant c;
binary operator b = {|,&};
@@
- c
+ e
  b
- e
+ c
