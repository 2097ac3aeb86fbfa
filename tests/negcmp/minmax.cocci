// neg_if_exp turns `(a < b) ? a : b' into `!(a < b) ? b : a', whose
// negation goes into the comparison (`a >= b'), which gtr_lss_eq turns
// around (`b <= a'); the negation written out is no match.
@@
expression a, b;
@@
(
- (a < b) ? a : b
+ min(a, b)
|
- (a > b) ? a : b
+ max(a, b)
)
