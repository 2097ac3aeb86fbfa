// Must not match: the loop exit from a() reaches no b() (only the back
// edge leads to b(), and the rule is forall).
@@
@@
- a();
  ...
  b();
