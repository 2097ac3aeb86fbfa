@@
@@
  get();
  ... when exists
- put();
+ put_one();
