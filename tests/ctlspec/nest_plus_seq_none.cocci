// Must not match: <+... +> needs at least one a(); b(); and there is
// none between start() and end() (a() and b() are apart).
@@
@@
  start();
  <+...
- a();
  b();
  ...+>
  end();
