// spatch-options: --keep-comments
@@
expression E, F;
@@
- trace(E, F);
@@
expression E, F;
@@
- trace2(E, F)
+ t3(F)
