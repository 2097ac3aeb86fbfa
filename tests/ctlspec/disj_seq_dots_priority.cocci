// Branches with `...': A (a() ... b()) holds on the path of the first
// a(); where no b() follows, B (a() alone) applies.
@@
@@
(
- a();
  ...
  b();
|
- a();
+ a_only();
)
