// `...' follows a goto out of a nested block to a label further down:
// every path from a() reaches b(), one of them through the goto.
@@
@@
- a();
  ...
  b();
