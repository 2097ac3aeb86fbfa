// A nest whose body is a disjunction of removed statements: every a() and
// every b() between start() and end() goes, at any depth.
@@
@@
  start();
  <...
(
- a();
|
- b();
)
  ...>
  end();
