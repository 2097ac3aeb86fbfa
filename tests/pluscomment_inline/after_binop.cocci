@@
expression E;
type T;
@@
- kzalloc(sizeof(T), E)
+ kzalloc(x + /* c */ 2, E)
