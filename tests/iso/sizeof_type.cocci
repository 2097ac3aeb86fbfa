// sizeof(T), T a type metavariable named once, also matches sizeof e
// and sizeof(e) for an expression e of known type (sizeof_type_expr)
@@
type T;
@@
- g(sizeof(T));
+ h();
