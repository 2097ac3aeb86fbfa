// Must not match: no call to printk; the continued literal and the
// spliced expression are left alone.
@@
expression list es;
@@
- pr_warn(es);
+ pr_info(es);
