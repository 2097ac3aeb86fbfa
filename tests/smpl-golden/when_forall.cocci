// `when forall' on a rule that exists by default: put() is only on
// one branch, so nothing matches.
@@
@@
  get();
  ... when forall
- put();
+ put_one();
