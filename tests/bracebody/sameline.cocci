@@
expression E;
@@
+ bar();
  g(E);
@@
expression E;
@@
- h(E);
+ h1(E);
+ h2(E);
