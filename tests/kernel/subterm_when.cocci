// x <= r.E: x stands for a piece of the code r bound to E; code that
// does not mention E does not stop the `...`
@locked@
expression E1;
@@
mutex_lock(E1);

@exists@
expression x <= locked.E1;
expression locked.E1;
expression E2;
@@
mutex_lock(E1);
... when != E1
    when != \(x = E2\|&x\)
- mutex_lock(E1);
+ mutex_lock_again(E1);
