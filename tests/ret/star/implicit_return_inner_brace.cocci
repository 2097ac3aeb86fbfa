// The closing brace of an inner block is no return: only the function's
// own brace is starred, past the loop and the if; also in a non-void function.
@@
@@
* a();
  ...
* return ...;
