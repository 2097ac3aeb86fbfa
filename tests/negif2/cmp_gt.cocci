// neg_if: the negation of `E > 0' is `E <= 0'.
@@
expression E;
statement S1,S2;
@@
- if (E > 0) S1 else S2
