// an inherited identifier: only code naming it can match; the rest of
// the function is not searched, and its matches stay the same
@r@
identifier f;
@@
f(...) { ... }

@@
identifier r.f;
expression E;
@@
(
- f(E, 1);
+ f(E);
|
- f(E, 2);
+ f(E);
)
