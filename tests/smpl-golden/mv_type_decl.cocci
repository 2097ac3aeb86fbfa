// `T v;' binds T to the whole declared type, pointer stars included.
@@
identifier v;
type T;
@@
- T v;
+ T v = INIT(T);
