// A void function with no return statement: `return ...;' is its
// closing brace.
@@
@@
* a();
  ...
* return ...;
