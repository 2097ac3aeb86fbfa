@@
identifier fn;
@@
  fn(...) {
+ enter();
  ...
  }
