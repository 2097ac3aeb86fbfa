@@
identifier f;
@@
  int f(void)
  {
+ trace();
  ...
  }
