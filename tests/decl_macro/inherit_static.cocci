// DEFINE_MUTEX declared as a declarer metavariable stands for any
// declaration macro, also after a storage class (static DEFINE_SPINLOCK).
@def@
declarer DEFINE_MUTEX;
identifier m;
@@
DEFINE_MUTEX(m);

@@
identifier def.m;
@@
- spin_lock(&m)
+ mutex_lock(&m)
