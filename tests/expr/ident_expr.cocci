// An identifier alone is an expression: it matches where the name is
// used as one (called, passed, in an initializer), not where code
// declares it (function header, field, variable) nor field names.
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
