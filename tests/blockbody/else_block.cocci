// An unbraced then branch and a block else branch, printed again.
@@
statement S1, S2;
expression E;
@@
- if (E) S1 else S2
+ if (unlikely(E)) S1 else S2
