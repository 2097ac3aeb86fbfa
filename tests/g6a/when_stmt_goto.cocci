// A `when != if (...) { ... kfree(x); ... }' inside a block whose
// dots follow a goto to the cleanup code: the cleanup's if reaches
// kfree(x) in an inner if (f, g), or directly (h): the return after it
// is not removed; k has no kfree on the way.
@ exists @
identifier x;
@@
x = kzalloc(...);
...
if (...) { ... when != if (...) { ... kfree(x); ... }
- return ...;
 }
