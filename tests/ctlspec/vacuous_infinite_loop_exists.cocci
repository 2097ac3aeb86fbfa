// exists: a path that loops forever never reaches b(); an exists rule
// needs one path that does, and none does.
@ exists @
@@
- a();
  ...
  b();
