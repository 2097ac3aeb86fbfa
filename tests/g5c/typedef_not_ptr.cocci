// A declaration pattern never matches a typedef (the storage classes it
// does not name are optional, typedef is no storage class there).
@@
type T;
identifier x;
@@
- T *x;
+ T *x = NULL;
