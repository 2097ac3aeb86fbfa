// a disjunction ending a sequence: a later branch is tried where no
// earlier one matches with the values bound before (`return id;` does
// not match `return err;` once id is bound)
@r exists@
local idexpression id;
expression x;
position p1, p2;
@@
id = lookup@p1(x)
...
(
return id;
|
return@p2 ...;
)

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print("%s %s" % (p1[0].line, p2[0].line))
