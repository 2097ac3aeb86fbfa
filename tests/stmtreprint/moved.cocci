// A statement metavariable removed and added again is printed anew, as
// spatch: each statement on a line of its own with the spacing rules of
// added code (`bar(x,\n p)' joined, `! x' as `!x'), a block's lines one
// step in, its comments where they were.
@@
expression E;
statement S1, S2;
@@
- if (!E) S1 else S2
+ if (E) S2 else S1
