// spatch-options: --keep-comments
@@
expression E, F;
@@
- trace(E, F);
