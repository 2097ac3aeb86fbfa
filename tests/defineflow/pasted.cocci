@r@
identifier f;
@@
f(...) { ... }

@@
identifier r.f;
@@
- &f
+ f
