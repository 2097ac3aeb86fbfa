// An explicit forall rule: every path from a() must reach b().
@ forall @
@@
- a();
  ...
  b();
