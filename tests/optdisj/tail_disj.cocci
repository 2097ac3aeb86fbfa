// `... ( A | ?B )' ending the pattern: the disjunction may match
// nothing, and then, as for `?B' alone, the dots run to the function's
// end (so a use of n on the way fails the match); never a match of
// nothing right after the first item.
@@
expression n;
@@
- f(n);
  ... when != n
(
  n = 1;
|
? g(n);
)
