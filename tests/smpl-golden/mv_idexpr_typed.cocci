@@
idexpression struct lock *L;
@@
- acquire(L);
+ acquire_lock(L);
