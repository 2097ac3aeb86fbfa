// A then branch that cannot fall through is no error branch when it can
// reach the next item: in f its goto leads to d(), so the path through
// the branch must obey `...' and the e() in it ends the match; in g the
// branch returns and owes nothing (spatch 1.1.1; tests/ctlprop/README).
@@
@@
- e();
  ...
  d();
