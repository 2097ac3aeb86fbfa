@@
identifier x;
@@
+ static int before_x;
  static int x;
@@
identifier o;
@@
+ /* new */
+ int before_ops;
  static const struct ops o = { ... };
