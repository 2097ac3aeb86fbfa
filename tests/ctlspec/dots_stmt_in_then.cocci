// The statement after `...' is found inside an if branch one level down
// (exists rule: the other branch does not reach it).
@ exists @
@@
  a();
  ...
- b();
+ bb();
