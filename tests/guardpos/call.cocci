// a position that a later rule inherits is no constraint on the `...' guard: the code before the dots is avoided wherever it stands, so a(1) followed by a(2) is no match (f), a(1) then c() is (g)
@r@
position p;
expression E;
@@
a@p(E);
...
b();

@@
position r.p;
@@
- a@p(...);
