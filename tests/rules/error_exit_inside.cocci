// A return inside the error branch where the ... start is no exemption
// (f); entering an error branch after them is (g).
@@ @@
- a();
  ...
  b();
