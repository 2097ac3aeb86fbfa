// the same with the element holding an extra field last: the two before it are replaced, it stays
@@
expression a, l;
identifier nm;
@@
struct i2c_msg nm[] = { ...,
- {
-	.addr = a,
-	.len = l,
- }
+ MSG(a, l)
  , ...};
