// one match removes g();, the other adds code before it: a conflict
// (spatch 1.1.1), the file is left as it was
@@
identifier x;
@@
(
h(x);
- g();
|
+ bar();
  g();
)
