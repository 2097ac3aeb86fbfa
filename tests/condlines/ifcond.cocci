@@
type T;
expression E;
@@
- (T *)E
+ E
