@@
expression E;
statement S;
@@
- if (E)
+ if (likely(E))
  S
