// The same for `static int f(void)': h and its prototype go.
@@
identifier f;
@@
- static int f(void) { ... }
