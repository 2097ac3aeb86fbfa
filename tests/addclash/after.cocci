// both matches add after the `;' of the return: a conflict (spatch 1.1.1)
@@
identifier x;
expression E;
@@
(
h(x);
return E;
+ bar(x);
|
return E;
+ baz(E);
)
