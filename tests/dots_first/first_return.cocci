// A pattern that starts with `...': the dots run from the function's
// start; `return 0;' matches wherever a path from the start reaches it
// (f), not `return 1;' nor `return x;' (must not match).
@@
@@
...
- return 0;
+ return 2;
