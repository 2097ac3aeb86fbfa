@@
expression E;
@@
  lock(E);
  ...
- unlock(E);
+ unlock_all(E);
