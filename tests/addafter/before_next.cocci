// code added between the if and the next statement of the pattern
@@
expression x, y;
@@
  x = kzalloc(...);
  if (!x)
    return ...;
+ pr_debug("allocated\n");
  y = 1;
