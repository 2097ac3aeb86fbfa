@@
expression E;
identifier f;
@@
- E->f = 0;
+ clear_field(&E->f);
