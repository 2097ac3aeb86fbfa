@@
expression E;
@@
-kfree(E);
