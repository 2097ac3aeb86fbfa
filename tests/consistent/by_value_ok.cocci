// Each binding's changes reached only through its own start: changed.
@@
expression E;
@@
- foo(E);
+ bar(E);
  ...
- baz(E);
