@@
identifier i;
constant C;
statement S;
@@
- for (i = 0; i < C; i++)
+ for (i = 0; i < ARRAY_SIZE(tbl); i++)
  S
