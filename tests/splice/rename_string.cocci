// Renaming a call whose string argument is continued by a backslash:
// the continued line of the literal is not re-indented.
@@
expression list es;
@@
- printk(es);
+ pr_info(es);
