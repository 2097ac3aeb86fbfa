// exists: the path through the false branch avoids c().
@ exists @
@@
- a();
  ... when != c();
  b();
