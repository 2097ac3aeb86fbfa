@@
expression E;
@@
  reset(E);
  <...
- old_api(E)
+ new_api(E)
  ...>
  commit(E);
