// The second rule has no word of its own: it needs what the first one
// needs (register_thing), from which it inherits fn.
@r@
identifier fn;
@@
fn(...) { ... register_thing(...); ... }

@@
identifier r.fn;
expression E;
@@
- fn(E)
+ fn(E, 0)
