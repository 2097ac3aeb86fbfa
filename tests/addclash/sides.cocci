// one match adds after h(a);, the other before the return: two places,
// no conflict (spatch 1.1.1)
@@
identifier x;
expression E;
@@
(
h(x);
+ bar(x);
return E;
|
+ baz(E);
return E;
)
