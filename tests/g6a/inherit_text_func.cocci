// An inherited expression is compared with the code by its text: u->irq,
// bound in f0 where u is f0's local, matches u->irq in f2 (another u);
// v->irq (f3) does not match.
@r@
expression a, b;
@@
foo(a, b);

@@
expression r.a, r.b;
@@
- free_irq(a, b);
