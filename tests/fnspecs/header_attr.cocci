// a header replaced with an attribute word added: the kept `inline' and the word on a line of their own before the header
@@
identifier fn, dev;
@@
- static int fn(struct device *dev)
+ static int __cold fn(struct device *dev)
  { ... }
