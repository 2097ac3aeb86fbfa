// A conditional in added code, then a disjunction of statements.
@@
expression E;
@@
- foo(E);
+ foo(E > 0 ? E : -E);
(
  bar(E);
|
  baz(E);
)
