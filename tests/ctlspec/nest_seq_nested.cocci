// The same nest matches its sequence inside sub-statements as well as at
// its own level.
@@
@@
  start();
  <...
- a();
  b();
  ...>
  end();
