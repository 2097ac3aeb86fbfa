// A label in the pattern: `...' from a() reaches the label through the
// goto and by falling into it.
@@
identifier l;
@@
- a();
  ...
  l:
  b();
