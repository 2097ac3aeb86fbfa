// exists rule: the back edge alone reaches b(), so a() goes.
@ exists @
@@
- a();
  ...
  b();
