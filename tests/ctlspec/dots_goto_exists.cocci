// Same code as dots_goto_some with the rule declared exists: the path
// through the goto is enough, a() goes.
@ exists @
@@
- a();
  ...
  b();
