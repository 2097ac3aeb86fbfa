@@
identifier f;
@@
  f(...) {
+ int r;
  ...
  }
