@@
expression E;
statement S1, S2;
@@
- if (E)
+ if (!E)
  S1 else S2
