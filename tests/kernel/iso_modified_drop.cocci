// an isomorphism (X != 0 => X, X == 0 => !X) does not apply when the
// tokens it would drop are removed or have code added next to them
@@
expression *E;
identifier f;
@@
(
  (E = f(...)) ==
- 0
+ NULL
|
  (E = f(...)) !=
- 0
+ NULL
)
