@@
expression E;
@@
  lock(E);
  <... when != unlock(E)
- touch(E);
+ touch_locked(E);
  ...>
  unlock(E);
