// A lock is reported with a return it reaches unreleased unless the
// function's first use of the lock is not a lock (inverted): the
// constraint `p != locked.p' sees the locks r matched in that function.
@locked@
position p;
expression E1;
@@
spin_lock_irq(E1@p);

@r exists@
expression E1;
position locked.p, p1, p2;
identifier f;
@@
f(...) { <+...
spin_lock_irq@p1(E1@p);
... when != E1
return@p2 ...;
...+> }

@inverted exists@
identifier r.f;
position p != locked.p;
expression r.E1;
@@
f(...) {
  ... when != E1
  E1@p
  ... when any
}

@bad depends on !inverted exists@
position p2 != locked.p;
position r.p1;
expression E1;
@@
spin_lock_irq@p1(E1)
...
E1@p2

@script:python depends on bad@
p1 << r.p1;
p2 << r.p2;
@@
print(p1[0].line, p2[0].line)
