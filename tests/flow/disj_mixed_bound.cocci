// A disjunction of bare expressions after `...': an earlier branch
// that matches only under other bindings than the path's (E = a below)
// does not hide a later branch.
@r exists@
expression E, E2;
iterator iter;
statement S;
@@

kfree(E)
...
(
 iter(E, ...) S
|
 E = E2
|
- E
+ NULL
)
