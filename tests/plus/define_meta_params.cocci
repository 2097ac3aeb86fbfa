@@
identifier i, j;
@@
- #define i(j) (j<<4)

@@
identifier i, j;
@@
- #define i(...,j,...) (j + b)
