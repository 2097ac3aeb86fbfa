@@
identifier fn, x;
parameter P;
type T;
@@
  T fn(P,
- int x
+ long x
  )
  { ... }
