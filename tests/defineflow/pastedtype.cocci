@@
type T;
expression e;
@@
 (
- T *
+ T *
 )
 e
