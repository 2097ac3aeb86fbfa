@@
expression E;
@@
  prepare(E);
? check(E);
- run(E);
+ run_fast(E);
