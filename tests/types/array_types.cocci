@@
type T;
T *e;
@@
- ptr(e);
+ ptr_of(e, sizeof(T));

@@
char[] s;
@@
- arr(s);
+ arr_of(s);

@@
type T;
T[] a;
@@
- elem(a);
+ elem_of(a, sizeof(T));
