@@
declarer name DEFINE_LOCK, DEFINE_MUTEX;
identifier E;
@@
- DEFINE_LOCK(E);
+ DEFINE_MUTEX(E);
