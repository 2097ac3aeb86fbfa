// the if's header replaced, its lone branch kept: code added after the branch still follows the whole if
@@
expression x;
@@
  x = kzalloc(...);
- if (!x)
+ if (x == NULL)
    return ...;
+ pr_debug("allocated\n");
