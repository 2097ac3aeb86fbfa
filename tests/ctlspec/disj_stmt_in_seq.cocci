// A disjunction as one item of a sequence with `...' on both sides:
// start(); ... ( a(); | b(); ) ... end(); on every path.
@@
@@
  start();
  ...
(
- a();
|
- b();
)
  ...
  end();
