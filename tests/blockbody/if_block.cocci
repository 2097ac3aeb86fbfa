// A statement metavariable whose value is a block, printed again as the
// body of an added if: its `{' on the header's line, its lines where they
// were (spatch 1.1.1); an unbraced one on a line of its own, one deeper.
@@
statement S;
expression E;
@@
- if (E) S
+ if (likely(E)) S
