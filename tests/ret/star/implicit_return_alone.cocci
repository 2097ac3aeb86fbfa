// `* return ...;' alone stars each return and the closing brace of a void
// function on a path that falls off its end (past a loop and an if).
@@
@@
* return ...;
