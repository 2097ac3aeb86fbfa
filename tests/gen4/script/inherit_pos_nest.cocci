// As inherit_pos_disj, with a nest between the first item and the
// return (gallery kmalloc9).
@r@
position p1;
local idexpression x;
@@
x@p1 = kzalloc(...)

@t exists@
local idexpression x;
statement S;
expression E;
identifier f1;
position r.p1,p2;
@@
(
if ((x@p1 = kzalloc(...)) == NULL) S
|
x@p1 = kzalloc(...);
...
if (x == NULL) S
)
<... when != x
     when any
 x->f1 = E
...>
 return@p2 ...;

@script:python@
p1 << r.p1;
p2 << t.p2;
@@
print(p1[0].line, p2[0].line)
