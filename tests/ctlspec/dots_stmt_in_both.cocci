// forall: b() is reached on both branches two levels down, both go.
@@
@@
  a();
  ...
- b();
+ bb();
