// A later branch of a sequence disjunction applies where an earlier one
// does not match as a whole (g: a(); c(); after a() of the first branch).
@@ @@
  start();
(
- a();
  b();
|
  a();
- c();
)
