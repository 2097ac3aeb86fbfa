@r@
identifier NUM, x;
@@

- #define NUM(x) WRAP_SIZE(x)

@@
expression E;
identifier r.NUM;
@@

- NUM(E)
+ WRAP_SIZE(E)
