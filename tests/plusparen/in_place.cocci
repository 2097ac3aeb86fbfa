// Added code that takes the place of an expression is put in parentheses
// where it would not hold together: in `!(a & 4)' the `(a & 4)' matches
// `(E & C) != 0' (a test), and `a & 4' takes its place as `(a & 4)';
// spatch 1.1.1 writes `!a & 4', which reads otherwise.  `(a & b) != 0'
// with b no constant does not match.  (.res checked by hand.)
@@
expression E;
constant C;
@@
- (E & C) != 0
+ E & C
