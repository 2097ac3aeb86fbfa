// code added after an if whose lone branch is `return ...;' follows the whole if, no braces; the braced branch of g does not match
@@
expression x;
@@
  x = kzalloc(...);
  if (!x)
    return ...;
+ pr_debug("allocated\n");
