// an if statement between `...`: matched whole at its head, the path
// goes on after its end, and the next `...` reaches into later ifs
@r exists@
local idexpression id;
expression x;
position p1, p2;
@@
id = lookup@p1(x)
...
if (id == NULL || ...) { ... return ...; }
...
return@p2 ...;

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print("%s %s" % (p1[0].line, p2[0].line))
