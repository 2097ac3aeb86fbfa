@@
expression E, F;
identifier f;
@@
 (E != NULL && ...) ?
- E->f
+ E->label
 : F
