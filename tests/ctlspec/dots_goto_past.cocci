// Must not match: the goto jumps past b(), so one path from a() never
// reaches b() (the default rule is forall).
@@
@@
- a();
  ...
  b();
