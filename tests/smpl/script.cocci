// Script rules keep their code as text; bindings name earlier rules.
@initialize:python@
@@
count = 0

@r@
identifier f;
expression E;
position p;
@@
  f(E@p)

@script:python show depends on r@
fn << r.f;
pos << r.p;
e << r.E = "none";
made;
@@
count += 1
coccinelle.made = fn + "_x"

@script:ocaml@
(_, pl) << r.p;
l << r.f = [];
@@
let _ = List.length pl

@later@
identifier show.made;
@@
- made();

@finalize:python@
total << merge.count;
@@
print(count)
