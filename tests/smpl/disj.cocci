// Disjunctions and conjunctions, in column 0 and inline.
@@
expression E, F;
identifier f;
@@
(
- f(E, F);
+ g(E);
|
- E = F;
|
  return E;
)
  x = \( E \| F \);
(
  f(E)
&
  f(F)
)
  y = \( E \& F \);
  z = \(E + F \| (E) \);
