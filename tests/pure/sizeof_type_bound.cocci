// sizeof(T), T used once, matches sizeof(E) by the isomorphism
// sizeof_type_expr: T is then the type of E, for the rules after
// (unknown types do not match: unk).
@r@
type T;
position p;
@@
sizeof@p(T)

@@
type r.T;
expression E;
position r.p;
@@
- sizeof@p(E)
+ SZ(T)
