// A loop statement as the last item after `...', matched whole at
// its head; as a branch of a disjunction with a bare expression.
@r exists@
expression E;
iterator iter;
statement S;
@@

kfree(E)
...
(
 iter(E, ...) S
|
- E
+ NULL
)
