// `{ <... P ...> }' against a loop body without braces stands for the body
// alone: the nest does not follow a goto out of it (f), nor out of the
// braced body (k); an occurrence inside the body matches (g).
@r exists@
iterator name list_for_each_entry;
expression x,E;
position p2;
@@

list_for_each_entry(x,...) { <... x =@p2 E ...> }

@@
position r.p2;
expression x, E;
@@
- x =@p2 E
+ BAD(E)
