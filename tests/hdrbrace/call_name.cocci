@@
expression E;
@@
- g
+ h
  (E);
