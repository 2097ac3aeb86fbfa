@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(x = /* c */ y, E)
