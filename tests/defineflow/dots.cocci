@@
expression E;
@@
- foo(E);
+ foo2(E);
  ...
- bar(E);
+ bar2(E);
