@@
expression E;
@@
* gets(E)
