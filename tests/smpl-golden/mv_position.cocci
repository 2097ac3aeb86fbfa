@first@
position p;
expression E;
@@
  lock(E);
  ...
  unlock@p(E);

@second@
position first.p;
expression E;
@@
- unlock@p(E);
+ unlock_checked(E);
