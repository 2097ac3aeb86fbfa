// `static inline int fn' needs both: a1 and a3 only
@@
identifier fn, dev;
@@
  static inline int fn(struct device *dev)
  { 
+ foo();
  ... }
