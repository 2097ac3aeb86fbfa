// (E) => E and (T)E => E (paren, drop_cast): T must be a metavariable
// (drop_cast's T is pure)
@@
expression E;
type T;
@@
(
- free_it((E))
+ release(E)
|
- keep((T)E)
+ hold(E)
)
