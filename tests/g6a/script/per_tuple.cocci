@r@
local idexpression n;
expression e1;
statement S;
@@
for (n = 0; n < e1; n++) S

@two exists@
local idexpression r.n;
expression e1;
position j2;
@@
for (n = 0; n < e1; n++) {
   ...
   break@j2;
   ... when any
}

@script:python@
i << r.n;
j2 << two.j2;
@@
print("i j2", i, j2[0].line)
