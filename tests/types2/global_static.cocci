// `global idexpression': the complement of local: globals, static
// locals, undeclared names.
@@
global idexpression x;
expression E;
@@
- x = E;
+ x = E + 1;
