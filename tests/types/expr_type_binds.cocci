@@
type T;
T E;
@@
- show(E);
+ show_sized(E, sizeof(T));
