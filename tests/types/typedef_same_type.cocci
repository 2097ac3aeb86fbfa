@@
type T;
T E, E1;
@@
- first(E);
+ first_ok(E);
  ...
- second(E1);
+ second_ok(E1);
