@@
identifier f;
@@
- inline
  int f(...) { ... }
