@@
declaration D;
identifier fn;
@@
  fn(...) {
  ...
- D
  ...
  }
