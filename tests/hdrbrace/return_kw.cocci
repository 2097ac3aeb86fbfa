@@
expression E;
@@
- return
+ return -1 +
  E;
