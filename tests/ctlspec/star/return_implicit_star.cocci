// `* return ...;' after `...' stars the explicit return and, on the
// path that falls off the end of the void function, its closing brace.
@@
@@
  a();
  ...
* return ...;
