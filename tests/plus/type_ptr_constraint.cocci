@r2@
type T = { int, char, bool * };
identifier x;
@@
- T x;
+ T *x;

@@
type T = r2.T *;
identifier x;
@@
- T *x[];
+ T x[];
