// <+... A; B; ...+> at its own level: every occurrence of the sequence is
// matched, on some path at least one (h: only in a branch); k has none.
@@ @@
  start();
  <+...
- a();
  b();
  ...+>
  end();
