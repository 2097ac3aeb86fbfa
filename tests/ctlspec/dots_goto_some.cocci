// Must not match: only the path through the goto reaches b(), the other
// returns first; the default rule is forall.
@@
@@
- a();
  ...
  b();
