@@
identifier f;
@@
  f(...) {
+ start();
  ...
  }
