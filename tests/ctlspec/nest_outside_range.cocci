// Must not touch code outside start() .. end(): the nest covers only the
// path between the two.
@@
@@
  start();
  <...
- a();
  ...>
  end();
