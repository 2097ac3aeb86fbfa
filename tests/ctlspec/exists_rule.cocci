// exists: one path from a() to b() suffices, in each of f and g.
@ exists @
@@
- a();
  ...
  b();
