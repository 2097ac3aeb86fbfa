@exists@
expression E;
@@
  E = grab();
  ... when != drop(E)
- return 0;
+ return -1;
