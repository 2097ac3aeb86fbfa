@r@
local idexpression n;
expression e1;
@@
for (n = 0; n < e1; n++) { ... }

@script:python@
n << r.n;
@@
print("n", n)

@script:python@
n << r.n;
e << r.e1;
@@
print("n e", n, e)
