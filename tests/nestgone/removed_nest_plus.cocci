// The same with <+... ...+>.
@@
expression E;
@@
  f(...) {
+ start();
  <+...
- k(E);
  ...+>
  }
