// A type metavariable after a storage class takes the pointer levels of
// the declarator as without one: `static T f(ps);' removes static
// prototypes returning pointers too; a prototype without `static' and a
// definition stay.
@@
type T;
identifier f;
parameter list ps;
@@
- static T f(ps);
