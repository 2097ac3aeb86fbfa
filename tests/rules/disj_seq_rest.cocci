// Priority counts what follows the disjunction: a(); alone is no match
// when c() does not follow it, so a(); b(); c(); takes the second branch.
@@ @@
(
- a();
|
- a();
  b();
)
  c();
