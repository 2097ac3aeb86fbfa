// The parameters of a #define are locals of its body (as Coccinelle
// after 1.1.1 has it; spatch 1.1.1 counts them as globals).
@@
global idexpression x;
@@

- g(x)
+ isglobal

@@
local idexpression x;
@@

- g(x)
+ islocal
