// {} in a pattern matches an empty or designated initializer (any designators, mixed too), not a positional one
// .res from spatch 1.1.1
@@
type t;
identifier x;
@@
* t x = {};
