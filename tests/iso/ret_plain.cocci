// return e; matches return (v + 1); with e = (v + 1)
@@
expression e;
@@
- return e;
+ return R(e);
