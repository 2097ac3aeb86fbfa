// neg_if: the negation of `E == NULL || ...' is `E != NULL && ...'.
@@
expression *E;
statement S1,S2;
@@
- if (E == NULL || ...) S1 else S2
