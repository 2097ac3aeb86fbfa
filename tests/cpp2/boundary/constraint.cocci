// A script constraint that fails wherever a call is tried: every file
// with a call (a.c, b.c) fails, c.c (no call) keeps its change.
@r@
@@
- return 0;
+ return 1;

@s@
identifier f : script:python() { nope + 1 };
@@
- f(...);
+ g();
