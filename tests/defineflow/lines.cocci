@@
expression E;
@@
- foo(E);
