// A position inherited from rule r, bound in a disjunction that starts
// rule t: each match of t has the one p1 its first item matched, for
// each return@p2 after it (spatch 1.1.1), not every p1 of r.
@r@
position p1;
local idexpression x;
@@
x@p1 = kzalloc(...)

@t exists@
local idexpression x;
position r.p1,p2;
@@
(
x@p1 = kzalloc(...);
|
foo(x@p1);
)
...
 return@p2 ...;

@script:python@
p1 << r.p1;
p2 << t.p2;
x << t.x;
@@
print(p1[0].line, p2[0].line, x)
