// `!= r.p' in a rule that inherits r2.E, where r2 matched at r.p:
// each value of E sees the places of r that the environments giving
// it hold (foo(1) for E = 1), so foo(2) goes with bar(1) and foo(1)
// with bar(2).
@r@
position p;
@@
foo@p(...);

@r2@
position r.p;
expression E;
@@
foo@p(E);

@s@
expression r2.E;
position q != r.p;
@@
bar(E);
...
- foo@q(...);
