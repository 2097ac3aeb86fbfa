// `f(...) { ... }` names every function: the stars of a returned pointer
// belong to the return type (a function returning a function pointer
// has another declarator, as in spatch).
@r@
identifier f;
@@
f(...) { ... }

@@
identifier r.f;
@@
- f(0);
+ f(1);
