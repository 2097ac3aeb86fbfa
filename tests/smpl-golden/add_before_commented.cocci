@@
expression E;
@@
+ prepare(E);
  launch(E);
