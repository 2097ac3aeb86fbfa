@forall@
@@
  get();
  ...
- put();
+ put_one();
