// spatch 1.1.1 leaves a line holding only a tab where `q = NULL;` was
// removed through the disjunction (without the disjunction it removes the
// whole line); the .res is written by hand with the line removed.
@@
expression E;
@@
(
- free(E);
+ kfree(E);
|
- E = NULL;
)
