// A nest ending a block owes its `when` on every path, error branches
// included (only plain dots exempt a branch that always jumps): f1 uses
// x in a returning branch after the removed call, f2 around the only
// occurrence; f3's only use is the occurrence itself: removed; f4 has no
// error branch.
@@
identifier x,i;
@@

{
... when any
-struct i x;
<+... when != x
- memset(&x,...);
...+>
}
