// b() is reached only through one of the two a() where matches start:
// consistent, changed.
@@
@@
  a();
  ...
- b();
+ bb();
