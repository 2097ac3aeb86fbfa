@@
expression E;
@@
  setup(E);
+ setup_extra(E);
