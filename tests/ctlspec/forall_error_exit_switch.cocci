// Must not match: a return in a switch case is not an if's error branch.
@@
@@
- a();
  ...
  b();
