// spatch-options: --timeout 20
@@
identifier tmp;
expression a, b;
type T;
@@

(
- T tmp;
|
- T tmp = 0;
)
... when != tmp
- tmp = a;
- a = b;
- b = tmp
+ swap(a, b)
  ;
... when != tmp
