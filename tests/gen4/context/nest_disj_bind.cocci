// A metavariable bound in one branch of a disjunction inside a nest's
// code is the nest's (bound once for the whole nest), so a later rule
// inherits it: p2 is each return reached with the lock held (spatch
// 1.1.1; gallery lock/o_lock_inconsistent).
@r exists@
expression E1;
identifier lock;
position p2;
identifier f;
@@

f (...) { <+...
lock (E1,...);
... when != E1
(
return@p2 ...;
|
foo();
)
...+> }

@@
position r.p2;
@@
* return@p2 ...;
