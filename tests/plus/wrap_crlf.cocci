@@
expression list ES;
@@
 foo(ES,
- y
+ y | FLAG
 ,...)
