// neg_if on `(E == NULL && ...) || ...' against conjunctions and
// disjunctions: `u && v', `v && u', `u || v' match negated; the negation
// is pushed inside, never matched as a written `!(...)' (g6, g8, g9).
@@
expression *E;
statement S1,S2;
@@
- if ((E == NULL && ...) || ...) S1 else S2
