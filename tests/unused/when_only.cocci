@r@
expression E, F, G;
identifier x;
identifier y =~ "^a";
position p;
@@
foo(E@p);
... when != F
x(G)
@s@
expression H;
identifier virt;
@@
- baz(H);
