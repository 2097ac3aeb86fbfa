@@
identifier fn;
@@
  void fn(...) {
  ...
+ leave();
  }
