// The branch holds d() but not what must follow it (the function's end):
// it cannot reach the whole rest of the pattern, so it is an error branch
// and the path through it owes nothing.
@@
identifier fn;
@@
fn(...) {
...
- e();
...
d();
}
