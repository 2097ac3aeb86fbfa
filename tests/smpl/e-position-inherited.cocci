@r@
expression E;
position p;
@@
- f(E@p);
+ g(E);

@@
position r.p;
expression E;
@@
- h(E@p);
