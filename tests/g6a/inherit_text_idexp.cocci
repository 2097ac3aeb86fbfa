// A local idexpression inherited from another function: the same name
// names a local variable here too, so it matches (spatch 1.1.1); k,
// another name, does not.
@r@
local idexpression n;
@@
n = 0;

@@
local idexpression r.n;
@@
- reset(n);
