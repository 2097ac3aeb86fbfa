// A metavariable that only one item uses (x) is quantified around that
// item alone: the `...' after it see it with any value, so they stop at
// `b = f();' (f1: no match) but not at `c();' (f2).
@r@
expression x;
@@
h();
- x = f();
...
g(...);
