// the same inside a function pattern with dots around
@@
expression x;
identifier f;
@@
f(...) {
  ...
  x = kzalloc(...);
  if (!x)
    return ...;
+ pr_debug("allocated\n");
  ...
}
