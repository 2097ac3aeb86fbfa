// each storage class of a function header on its own: `static int fn' matches static functions with or without `inline' (a1-a4: __always_inline is a macro-file word for inline), not a5 or a6, which are not static
@@
identifier fn, dev;
@@
  static int fn(struct device *dev)
  { 
+ foo();
  ... }
