@@
identifier x;
expression E;
@@
  int x = E;
+ pr_debug("%d\n", x);
