// Used again later in the pattern, x keeps its value in the `...' between:
// `b = f();' does not stop them (f1 and f2 match).
@r@
expression x;
@@
h();
- x = f();
...
g(x);
