// Where added code is attached.
@@
expression E;
@@
+ before_everything();
  first(E);
+ after_first(E);
- second(E);
+ instead_of_second(E);
(
+ at_start_of_branch(E);
- third(E);
|
- fourth(E);
+ after_fourth(E);
)
  last(E);
+ after_last(E);

@@
expression E;
@@
  first(E);
  ... when != g(E)
+ before_last(E);
  last(E);
  <... inner(E); ...>
+ after_nest(E);
