// Plain statements: a() followed by return, no b() on any path.
@@
@@
- a();
  ...
  b();
