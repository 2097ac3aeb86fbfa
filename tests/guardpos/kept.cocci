// an inherited expression stays bound in the `...' guard: a(2) does not stop the dots after a(1) (both of f's calls match), unlike an inherited position alone (call.cocci)
@r@
position p;
expression E;
@@
a@p(E);
...
b();

@@
position r.p;
expression r.E;
@@
- a@p(E);
