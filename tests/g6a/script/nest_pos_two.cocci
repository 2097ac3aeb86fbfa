@locked@
position p;
expression E1;
@@
spin_lock_irq(E1@p);

@r exists@
expression E1;
position locked.p, p2;
identifier f;
@@
f (...) { <+...
spin_lock_irq(E1@p);
... when != E1
return@p2 ...;
...+> }

@script:python@
p << locked.p;
p2 << r.p2;
@@
print("lock", p[0].line, "return", p2[0].line)
