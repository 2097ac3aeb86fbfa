// a disjunction whose branches do not all name the inherited
// identifier: a node naming it is not needed
@r@
identifier f;
@@
int f(...) { ... }

@@
identifier r.f;
expression E;
@@
(
- f(E);
+ f(E, 0);
|
- g(E);
+ g(E, 0);
)
