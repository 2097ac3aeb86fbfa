// The lone body of an if, else or loop replaced by several statements
// gets braces; replaced by one statement, none.
@@
expression E;
@@
(
- foo(E);
+ bar(E);
+ baz(E);
|
- one(E);
+ two(E, 0);
)
