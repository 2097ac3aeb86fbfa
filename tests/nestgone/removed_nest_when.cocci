// Two removed lines in the nest, a when, code added after it.
@@
expression E;
@@
  f(...) {
  <... when != x
- k(E);
- g(E);
  ...>
+ end();
  return ...;
  }
