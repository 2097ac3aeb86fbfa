// `... * return ...;' alone: every return of every function, and the
// implicit return at the closing brace of g, a void function that holds
// a return statement; not that of k, which holds none.
@@
@@
...
* return ...;
