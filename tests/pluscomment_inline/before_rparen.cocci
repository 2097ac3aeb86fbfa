@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(sizeof(T), E /* typed */)
