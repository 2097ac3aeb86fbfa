// braces1: { ... S } also matches S alone; the + code lands in place.
@@ @@
  if (x) {
  ...
- bar();
+ baz();
  }
