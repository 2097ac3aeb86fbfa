// What must follow the declaration (a call, `<+... ...+>') cannot follow
// a toplevel one: only the functions' declarations change.
@@
identifier x;
@@
(
- int x = 0;
+ int x;
  ...
  foo(x);
|
- int x = 1;
+ int x;
  <+... x ...+>
)
