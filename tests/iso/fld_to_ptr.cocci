// e.a, e of type T (a type metavariable), also matches p->a for any
// pointer p of known type (fld_to_ptr)
@@
type T;
T e;
@@
- g(e.a);
+ h();
