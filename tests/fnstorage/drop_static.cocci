@@
identifier f;
@@
- static
  int f(...) { ... }
