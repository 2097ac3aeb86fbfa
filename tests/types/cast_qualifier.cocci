@ disable drop_cast @
type T;
T E;
@@
- (T)
  E
