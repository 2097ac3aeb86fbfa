@@
expression E;
@@
  E = open_it();
  ...
- close_it(E);
+ close_it_now(E);
