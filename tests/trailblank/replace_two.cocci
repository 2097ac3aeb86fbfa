// a line replaced by two: the blanks end the last
@@
expression E;
@@
- foo(E);
+ bar(E);
+ baz(E);
