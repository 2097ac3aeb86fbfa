@@
expression E, F;
@@
- trace(E, F);
