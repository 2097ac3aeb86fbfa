@@
expression E;
@@
(
- (int)foo(E)
+ bar(E)
|
- foo(E)
+ baz(E)
|
- x + 1
+ x - 1
)
