// A nest whose body is a sequence of two statements, at the rule's own
// level: every a() directly followed by b() between start() and end()
// loses its a().
@@
@@
  start();
  <...
- a();
  b();
  ...>
  end();
