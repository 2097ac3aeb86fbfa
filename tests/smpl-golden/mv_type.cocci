@@
type T;
expression E;
@@
- (T *)malloc(E)
+ malloc(E)
