// Must not match: forall, and the else branch never reaches b().
@@
@@
  a();
  ...
- b();
+ bb();
