@@
identifier f;
@@
  int f(...)
  {
  ...
- old();
+ new();
  ...
  }
