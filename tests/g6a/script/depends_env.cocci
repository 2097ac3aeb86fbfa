@locked@
position p;
@@
spin_lock_irq@p(...);

@r exists@
position locked.p, p2;
@@
spin_lock_irq@p(...);
... when != foo();
return@p2 ...;

@script:python depends on r@
p << locked.p;
@@
print("lock", p[0].line)

@script:python depends on !r@
p << locked.p;
@@
print("not r", p[0].line)
