@@
expression E;
@@
- foo(E)
+ bar(E, 1)
