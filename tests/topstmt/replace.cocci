@@
identifier x;
expression E;
@@
- int x = E;
+ long x = E;
+ pr_debug("%d\n", x);
