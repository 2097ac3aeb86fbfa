// A metavariable of a nest that a later rule inherits is free over the
// whole pattern (each value its own match); the `when != E1' after it
// must not pile up the values E1 does not have along the 2^40 paths
// through the ifs (the check ran out of memory).  f returns with the
// lock held: unlock added; g unlocks: unchanged; h holds two locks,
// each value of E1 its own match: only &l is left locked.
@r exists@
expression E1;
position p1, p2;
identifier fn;
@@

fn (...) { <+...
spin_lock@p1 (E1);
... when != E1
return@p2 ...;
...+> }

@@
expression r.E1;
position r.p2;
@@

+ spin_unlock(E1);
  return@p2 ...;
