// Code added after a kept `if (E == NULL) S1 else S2' goes after the
// whole if when neg_if matched it with its branches swapped (k1, k2),
// never after the first branch, where it would split the if from its
// else.
@@
expression E;
statement S1,S2;
@@
 if (E == NULL) S1 else S2
+ c();
