@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(sizeof(T) + 1 /* c */ + 2, E)
