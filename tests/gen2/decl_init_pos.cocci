// `x =@p E` also matches a declaration `T x = E;`: the pattern's `=` is
// the declaration's, so a position on it (inherited from r here) binds
// there: `*phy = NULL` is no `=` that r found, `*q = g(a)` is.
@r@
identifier x;
expression E;
position p;
@@
x =@p g(E)

@@
position r.p;
identifier x;
expression E;
@@
x =@p
- E
+ h(E)
