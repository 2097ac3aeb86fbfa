// must not replace the first element: it holds .flags, which the pattern does not name; removing its braces would leave that field outside any (spatch 1.1.1 does, and breaks the code); the second element, named whole, is replaced
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
