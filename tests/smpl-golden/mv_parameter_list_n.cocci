@@
identifier fn;
parameter list[2] PS;
@@
  int fn(PS) {
+ check_two();
  ...
  }
