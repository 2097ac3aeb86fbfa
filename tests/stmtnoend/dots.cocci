@@
statement S;
@@
  foo();
+ bar();
  S
  ...
