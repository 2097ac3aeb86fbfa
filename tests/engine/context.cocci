@@
expression E;
@@
* kfree(E);
