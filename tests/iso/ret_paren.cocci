// return (e); also matches return e; (paren)
@@
expression e;
@@
- return (e);
+ return R(e);
