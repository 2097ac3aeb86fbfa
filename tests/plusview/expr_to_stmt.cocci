@@
expression E;
@@
- foo(E)
+ run(E);
