@r@
expression E, F;
identifier x;
fresh identifier y = "a";
position p;
type T;
@@
- foo(E);
+ bar(E);
@script:python@
x << r.E;
@@
print(x)
@@
expression r.E;
identifier z;
@@
- baz(E);
