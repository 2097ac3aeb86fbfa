@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(sizeof /* c */ (T), E)
