@@
expression E;
@@
+ before(E);
  target(E);
+ after(E);
