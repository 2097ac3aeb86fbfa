@@
expression E;
@@
- legacy(E);
+ modern(E);
+ audit(E);
