// an expression rule with an inherited identifier: the search skips
// code that does not name it, and finds it however deep it is
@r@
identifier f;
@@
int f(...) { ... }

@@
identifier r.f;
@@
- &f
+ f
