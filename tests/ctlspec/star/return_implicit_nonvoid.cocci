// Functions whose every path ends in an explicit return: the returns
// are starred, never the closing brace (no implicit return is added
// after a return).
@@
@@
* a();
  ...
* return ...;
