@r@
expression E;
identifier fn;
@@
fn(...) {
 <...
 f(E)
 ...>
 }

@@
expression r.E;
@@
- g(E)
+ h(E)
