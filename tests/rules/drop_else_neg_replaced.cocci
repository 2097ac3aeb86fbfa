// drop_else after neg_if: `if (x == NULL) S1 else S2' stands for `if (x) S'
// and `if (!x) S' without else only when the if's own tokens are kept;
// with the header replaced, only the ifs with an else match (spatch 1.1.1).
@@
expression x;
statement S1, S2;
@@
  x = get(...);
- if (x == NULL)
+ if (bad(x))
  S1 else S2
