@@
identifier f;
parameter list ps;
@@
- static int f(ps)
+ static long f(ps)
  { ... }
