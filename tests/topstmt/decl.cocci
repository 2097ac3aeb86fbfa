@@
identifier x;
expression E;
@@
  int x = E;
+ int copy_of_x;
