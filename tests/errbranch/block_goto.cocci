// Dots ending a block pattern: a branch whose goto stays in the block
// reaches the block's `}' and owes the path (f1: no match), also where
// the label is followed by a return (f3); a branch that returns is
// exempt (f2).  A function pattern's `}' exempts them (g, second rule).
@@
identifier x,i;
@@
{
... when any
-struct i x;
... when != x
}

@@
identifier x,i;
@@
g(...) {
... when any
-struct j x;
... when != x
}
