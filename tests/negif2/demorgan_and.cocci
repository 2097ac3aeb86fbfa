// neg_if: the negation of `E == NULL && F' is `E != NULL || !F'
// (De Morgan, each side negated): `u || !v' matches, `u || v' and
// `!(u == NULL && v)' do not.
@@
expression *E;
expression F;
statement S1,S2;
@@
- if (E == NULL && F) S1 else S2
