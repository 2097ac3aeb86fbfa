@@
expression E;
statement S1, S2;
@@
- if (!E) S1 else S2
+ if (E) S2 else S1
