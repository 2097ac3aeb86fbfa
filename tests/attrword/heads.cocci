@@
identifier f;
expression E;
@@
 f(...) {
  ...
- return E;
+ return E + 1;
 }
