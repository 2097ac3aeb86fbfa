// A later branch of a disjunction applies only where the earlier ones
// match with any values of their metavariables: f is also named in
// another branch of the enclosing disjunction, which does not bind it
// on this path, so `stat = read(ep)' takes the f(...) branch and p2 is
// not bound there (spatch 1.1.1; gallery da).
@r@
expression i,f;
position p1,p2;
@@
(
 i = <+...f(...)...+>;
|
 i@p1 = ...;
(
 i = <+...f(...)...+>;
|
 i@p2 = ...;
)
)

@@
expression i;
position r.p1,r.p2;
@@
- i@p1 = ...;
  i@p2 = ...;
