// The block of `if (x == NULL) { ... return ...; }' ends in a return the
// code reaches through a goto to a label further down: spatch stars it.
@@
expression x;
@@
  if (x == NULL) {
  ...
* return ...;
  }
