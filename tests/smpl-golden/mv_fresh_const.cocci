@@
identifier fn;
fresh identifier tmp = "tmp";
@@
  fn(...) {
+ int tmp;
  ...
  }
