// A declarer name matches only itself, also after `static'.
@def@
declarer name DEFINE_MUTEX;
identifier m;
@@
DEFINE_MUTEX(m);

@@
identifier def.m;
@@
- spin_lock(&m)
+ mutex_lock(&m)
