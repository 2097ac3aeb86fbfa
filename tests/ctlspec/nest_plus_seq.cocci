// <+... +> with a body of two statements requires at least one
// occurrence; here there is one, at the nest's own level.
@@
@@
  start();
  <+...
- a();
+ aa();
  b();
  ...+>
  end();
