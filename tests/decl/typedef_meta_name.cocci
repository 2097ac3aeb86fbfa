// In `typedef t s;` the type metavariable s binds the declared name.
@r@
type t, s;
@@
typedef t s;

@@
type r.t, r.s;
identifier x;
@@
- s
+ t
  x;
