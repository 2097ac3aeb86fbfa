// neg_if over a test changed in part (- x + y == NULL): the negated
// comparison w != NULL matches, the bare test w does not (spatch 1.1.1).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (
- x
+ y
  == NULL) S1 else S2
