@x@
position p;
expression E;
@@

check@p(E);
mark();

@@
position p1 != x.p;
expression x.E;
@@

- check@p1(E);
+ verify(E);
