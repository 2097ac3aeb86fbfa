// neg_if with the whole test replaced (- x == NULL + !x): the negation and
// the tests it leads to (x, x != NULL) do not apply to changed code; plain
// == NULL / NULL == x and drop_else do (spatch 1.1.1; gallery kzif).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (
- x == NULL
+ !x
 ) S1 else S2
