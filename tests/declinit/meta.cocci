// With the name a metavariable, the declarations with an initializer
// match too (f1, f3), as do the others.
@@
identifier x;
@@
  int x;
+ foo();
