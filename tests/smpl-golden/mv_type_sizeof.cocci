@@
type T;
T *P;
@@
- P = alloc(sizeof(T));
+ P = alloc_one(T);
