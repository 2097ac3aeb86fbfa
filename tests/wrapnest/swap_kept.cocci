// Swapping the operands of | or & around a line end that was there:
// the line end stays; an argument holding such a line end inside a
// `(` of its own is laid out by hand and the line before it is not
// broken, however long; a line end at the argument's own level or
// inside `[` does not keep the line whole.
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
