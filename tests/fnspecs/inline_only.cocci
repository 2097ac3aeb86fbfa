// `inline int fn' matches inline functions, static or not (a1, a3, a6), not a2, a4 (whose inline is hidden) or a5
@@
identifier fn, dev;
@@
  inline int fn(struct device *dev)
  { 
+ foo();
  ... }
