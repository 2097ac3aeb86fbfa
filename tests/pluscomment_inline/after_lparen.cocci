@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(/* c */ sizeof(T), E)
