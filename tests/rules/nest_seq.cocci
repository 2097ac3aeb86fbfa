// <... A; B; ...> at its own level, inside branches and loops.
@@ @@
  start();
  <...
- a();
  b();
  ...>
  end();
