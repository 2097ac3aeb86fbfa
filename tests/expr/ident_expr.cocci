// An identifier alone is an expression: it matches where the name is
// used as one (called, passed, in an initializer), not where code
// declares it (function header, field, variable) nor field names.
// (`foo(1)' with foo replaced by `&foo': `(&foo)(1)'; spatch 1.1.1 writes
// `&foo(1)', which does not compile.)
@r@
identifier f;
@@
f(...) { ... }

@@
identifier r.f;
@@
(
  &f
|
- f
+ &f
)
