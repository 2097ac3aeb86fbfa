// code added after an if whose lone branch is a return of a value follows the whole if
@@
expression x;
@@
  x = kzalloc(...);
  if (!x)
    return -ENOMEM;
+ pr_debug("allocated\n");
