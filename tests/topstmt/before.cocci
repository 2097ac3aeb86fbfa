@@
identifier x;
expression E;
@@
+ pr_debug("%d\n", E);
  int x = E;
