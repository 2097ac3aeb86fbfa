// Branches with ...: none matches where paths split between them (g);
// the second where the first has no b() (h).
@@ @@
(
- a();
  ...
  b();
|
  a();
  ...
- c();
)
