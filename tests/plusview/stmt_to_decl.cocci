@@
expression E;
@@
- foo(E);
+ int y = E;
