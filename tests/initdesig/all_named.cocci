// every element names exactly the pattern's fields: all are replaced, the list's closing brace stays where it was
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
