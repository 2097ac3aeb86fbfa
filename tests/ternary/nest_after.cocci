// A conditional in added code, then a nest.
@@
expression E;
@@
- foo(E);
+ foo(E ? E : 0);
  <...
- bar(E);
+ qux(E);
  ...>
