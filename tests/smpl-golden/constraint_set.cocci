@@
identifier fn = {kfree, vfree};
expression E;
@@
- fn(E);
+ release(E);
