// The branches of an if swapped, each a block: `if (...) {', the
// blocks' lines where they were, `else {' after the first one's `}'.
@@
statement S1, S2;
expression E;
@@
- if (E) S1 else S2
+ if (!(E)) S2 else S1
