// `... when != foo()' first: only returns reached from the start
// without passing a foo() call (f's `return 1;', h's return; not g's
// return after foo(), nor f's last return).
@@
@@
... when != foo()
* return ...;
