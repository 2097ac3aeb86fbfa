@@
expression E;
@@
-alloca(E)
+malloc(E)
