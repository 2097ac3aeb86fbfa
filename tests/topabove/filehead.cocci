@r@
identifier f, x;
@@
static int f(int x) { ... }

@@
identifier r.f, r.x;
fresh identifier g = "__" ## f;
@@
+ static int g(int x);
  static int f(int x) { ... }
