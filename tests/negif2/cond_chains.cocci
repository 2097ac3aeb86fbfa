// neg_if on a test with `...' chains: the negation of
// `(E == NULL && ...) || ...' is `(E != NULL || ...) && ...', so
// `if (u)', `if (u != NULL)' match with their branches the other way
// round (drop_else: with or without else); `if (x)' does not.
@@
expression *E;
statement S1,S2;
@@
- if ((E == NULL && ...) || ...) S1 else S2
