// neg_if: the negation of `!E' is E, so `if (!E) S1 else S2'
// matches every if, one way or the other.
@@
expression E;
statement S1,S2;
@@
- if (!E) S1 else S2
