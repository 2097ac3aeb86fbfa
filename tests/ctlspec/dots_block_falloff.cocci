// `...' leaves a block by falling off its end into the code after it.
@@
@@
- a();
  ...
  b();
