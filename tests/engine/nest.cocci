@@
expression E;
@@
  lock();
  <...
- E->count++;
+ inc(&E->count);
  ...>
  unlock();
