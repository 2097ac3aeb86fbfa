// if (X) S1 else S2 also matches if (!X) S2 else S1 (neg_if); the
// negation of a comparison is the opposite comparison
@@
expression x;
statement S1, S2;
@@
- if (x == NULL) S1 else S2
