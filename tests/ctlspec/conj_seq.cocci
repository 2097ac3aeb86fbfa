// A conjunction: both branches must match at the same node; a() followed
// on every path by b() and, on every path, by c().
@@
@@
(
- a();
  ...
  b();
&
  a();
  ...
  c();
)
