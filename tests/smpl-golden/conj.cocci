@@
expression E;
@@
(
  setup(E);
&
  setup(0);
)
- run(E);
+ run_zero();
