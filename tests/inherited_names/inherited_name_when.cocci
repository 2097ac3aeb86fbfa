// an inherited identifier in a `when`: a node that does not name it
// does not stop the dots
@r@
identifier f;
@@
int f(...) { ... }

@@
identifier r.f;
expression x;
@@
start(x);
... when != f(x)
- stop(x);
+ stop2(x);
