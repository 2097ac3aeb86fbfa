// An isomorphism that drops part of a node keeps the rest needed: the
// cast of `(T)E' may be missing in the code (drop_cast), E may not.
@r@
expression E;
@@
kfree(E);

@@
expression r.E;
type T;
@@
- g((T)E)
+ h(E)
