@@
expression E;
binary operator b = {==, !=};
@@
- E b NULL
+ E b 0
