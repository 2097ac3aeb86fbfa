// The b() inside the if is reached only through a(); the b() after the if
// is no match (not changed), so it does not count.
@ exists @
@@
  a();
  ...
- b();
+ bb();
