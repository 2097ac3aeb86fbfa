@@
expression E;
@@
- reset(E);
+ reset_used(E);
  <+...
  old_api(E)
  ...+>
  commit(E);
