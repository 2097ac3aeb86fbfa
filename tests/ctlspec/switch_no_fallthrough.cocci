// Must not match: the break after a() leaves the switch, and no b()
// follows it.
@@
@@
- a();
  ...
  b();
