@@
expression E;
@@
- (E * 2)
+ twice(E)
