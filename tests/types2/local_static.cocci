// `local idexpression': a variable or parameter of the function; a
// `static' local lives on and is no local (spatch 1.1.1), an `extern'
// declaration inside the function is one; shadowing follows scopes.
@@
local idexpression x;
expression E;
@@
- x = E;
+ x = E + 1;
