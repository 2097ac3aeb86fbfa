// the position after a field name is the field name's
@r@
expression E;
identifier f;
position p;
@@
foo(E.f@p)

@@
expression E2;
identifier r.f;
position r.p;
@@
- E2.f@p
+ E2.renamed
