@@
statement S;
@@
  foo();
+ bar();
  S
  baz();
