// the position after an expression metavariable is the whole expression's
@r@
expression E;
position p;
@@
foo(E@p)

@@
expression r.E;
position r.p;
@@
- E@p
+ 0
