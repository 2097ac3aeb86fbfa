// a header replaced: the code's `inline', which the pattern does not show, is kept, before `static'
@@
identifier fn, dev;
@@
- static int fn(struct device *dev)
+ static long fn(struct device *dev)
  { ... }
