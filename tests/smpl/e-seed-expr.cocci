@@
expression E;
fresh identifier tmp = "tmp_" ## E;
@@
- g(E);
+ h(tmp, E);
