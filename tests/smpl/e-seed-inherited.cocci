@r@
expression E;
@@
g(E);

@@
fresh identifier tmp = "tmp_" ## r.E;
@@
- g(3);
+ h(tmp);
