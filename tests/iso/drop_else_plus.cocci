// if (e) S1 else S2 with S2 in added code: drop_else may not drop S2,
// so an if without else does not match
@@
expression e;
statement S1, S2;
@@
- if (e) S1 else S2
+ if (CHK(e)) S1 else S2
