@@
expression E;
@@
  E = kmalloc(...);
  ... when != kfree(E)
- return -ENOMEM;
+ goto out;
