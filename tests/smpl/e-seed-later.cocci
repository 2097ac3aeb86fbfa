@@
fresh identifier tmp = "tmp_" ## x;
identifier x;
expression E;
@@
- x = readl(E);
+ u32 tmp = readl(E);
+ x = tmp;
