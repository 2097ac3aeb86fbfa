// Inherited by a later rule, x keeps its value in the `...' after its item
// (f1 and f2 match; the later rule removes k(a) in both).
@r@
expression x;
@@
h();
- x = f();
...
g(...);

@@
expression r.x;
@@
- k(x);
