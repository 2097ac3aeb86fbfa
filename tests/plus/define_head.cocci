@@
@@

- #define a(x) 33
+ #define b(xx,   yy) (xx+yy)

@@
@@

- #define c 1
+ #define c (1+2)

@@
@@

- #define f(x) x
+ #define f() foo(1,2)
