@@
expression E;
@@
- trace(E);
