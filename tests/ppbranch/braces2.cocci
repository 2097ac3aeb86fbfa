// Braces added around a lone body that a conditional separates from its
// header: the `{' goes on a line of its own before the body, in no
// branch (on the #endif line it would be part of the directive).
@@ expression e; @@
  foo(e);
+ bar(e);
