@@
expression E;
@@
- E = 1
+ E = 10
@@
expression E;
@@
- return E;
+ return E + 1;
