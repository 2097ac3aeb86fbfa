// forall without `when strict': a path that leaves through the true
// branch of an if whose branch cannot fall through (return, goto to a
// returning label, break, continue) need not reach b(); a path through an
// else branch that returns must. spatch 1.1.1 removes a() in f1, f3, f4,
// f5, f6 and f7, not in f2 (return in the else branch) nor in h (no b()
// on the fall-through path).
@@
@@
- a();
  ...
  b();
