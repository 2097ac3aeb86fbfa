// Two functions match rule t, each by another branch of its first
// disjunction, with several returns: every line pairs a return with the
// allocation of its own function (spatch 1.1.1); h's kmalloc matches r
// but not t.
@r@
position p1;
local idexpression x;
@@
x@p1 = \(kzalloc\|kmalloc\)(...)

@t exists@
local idexpression x;
statement S;
position r.p1,p2;
@@
(
if ((x@p1 = kzalloc(...)) == NULL) S
|
x@p1 = kzalloc(...);
)
...
return@p2 ...;

@script:python@
p1 << r.p1;
p2 << t.p2;
@@
print(p1[0].line, p2[0].line)
