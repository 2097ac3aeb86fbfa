@exists@
@@
  get();
  ...
- put();
+ put_one();
