// baz(2) is changed for E = 2 and reached through the match of E = 1
// (foo(1), goto a, baz(1), then on): refused, the file stays.
@@
expression E;
@@
- foo(E);
+ bar(E);
  ...
- baz(E);
