// The statement after `...' inside a loop body (exists: the loop may be
// skipped).
@ exists @
@@
  a();
  ...
- b();
+ bb();
