// `... return 0; }' as the last statement: a return followed by more code
// (dead or not) is not last.
@@
identifier fn;
@@
  fn(...) {
  ...
- return 0;
+ return 1;
  }
