// spatch-options: --disable-iso is_null --disable-iso commeq
// the same through --disable-iso: only x == NULL as written matches
@@
expression x;
@@
- x == NULL
+ IS_NULL(x)
