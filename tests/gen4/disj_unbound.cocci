// A metavariable that one branch of a disjunction binds (f) has no value
// on the paths through another branch (i@p1 = ...): a later disjunction
// then tries its next branch only where no earlier one matches with any
// f (spatch 1.1.1: a, after stat = 0, keeps stat = read_fifo(...), as
// its first branch matches; in b, f is g: h(2) does not match it, and
// the second branch takes stat = h(2); c: g(2) matches; d: no call).
@r@
expression i,f;
position p1,p2;
@@
(
 i = <+...f(...)...+>;
|
 i@p1 = ...;
)
(
 i = <+...f(...)...+>;
|
 i@p2 = ...;
)

@@
expression i;
position r.p2;
@@
- i@p2 = ...;
