// Replace every call to alloca by a call to malloc.
@@
expression E;
@@
-alloca(E)
+malloc(E)
