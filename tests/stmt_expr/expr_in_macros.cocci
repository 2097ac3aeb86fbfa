// An expression pattern matches inside GNU statement expressions too,
// in macro bodies and in functions.
@@
@@
- g
+ k
  ()
