@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(E, /* c */ -1)
