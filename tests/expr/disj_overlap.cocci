// A disjunction of expressions decides over the whole node, branch by
// branch: a later branch's occurrence is dropped where it overlaps (holds,
// or lies inside) an occurrence of an earlier branch; disjoint ones stay.
@@ expression x; @@
(
- f
+ F
  (x)
|
- g
+ G
  (x)
|
- k
+ K
  (x)
)
