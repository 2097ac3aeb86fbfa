// A metavariable of the first item (i, the match's) that an earlier
// branch of a disjunction binds too: there it has any value, so
// `a[n++] = 1;' is the first branch (i = n) and never the later
// `i = ...; i = ...;' (i = a[n++]); g's second assignment is.
@r@
expression i;
position p1, p2;
@@

(
 (<+...i++...+>) = ...;
|
 i@p1 = ...;
 i@p2 = ...;
)

@@
expression i;
position r.p1, r.p2;
@@

- i@p1 = ...;
  i@p2 = ...;
