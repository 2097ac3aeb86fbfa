// A nest all of whose lines are removed while code is added elsewhere:
// the plus view holds an empty nest (was a syntax error).
@@
expression E;
@@
  f(...) {
+ start();
  <...
- k(E);
  ...>
  }
