// A declared type name that stands where a declarator goes is the
// declared name (`ty ty;`).
@@
typedef ty, ty2;
@@
- ty
+ ty2
  ty;
