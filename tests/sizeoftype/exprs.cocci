@@
expression E;
@@
- sizeof(E)
+ EXPR_SIZE(E)
