// exists: b() matches after a() round the loop, but the first time round
// it is reached from the entry without a(): inconsistent, nothing changes.
@ exists @
@@
  a();
  ...
- b();
+ bb();
