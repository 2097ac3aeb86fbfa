@r@
type T1, T2;
@@

typedef T1 T2;

@@
type r.T1, r.T2;
@@

- T2
+ T1
  x;
