@@
expression E;
@@
 foo(E);
+ E
