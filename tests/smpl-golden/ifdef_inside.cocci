@@
expression E;
@@
- legacy(E);
+ modern(E);
