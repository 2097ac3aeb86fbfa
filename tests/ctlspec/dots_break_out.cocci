// break leaves the loop to the code after it.
@@
@@
- a();
  ...
  b();
