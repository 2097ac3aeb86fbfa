// A comparison, `&&' or `||' takes the negation that an isomorphism
// puts before it: `!(a == b)' as written matches none of these.
@@
expression a, b;
statement S1, S2;
@@
(
- (a == b) ? a : b
+ eq(a, b)
|
- (a < b) ? a : b
+ min(a, b)
|
- a ? a : b
+ cond(a, b)
|
- (a && b) ? a : b
+ both(a, b)
)
