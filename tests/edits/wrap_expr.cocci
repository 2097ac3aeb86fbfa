// An expression over several lines, printed again in added code, comes
// out on one line, broken after a comma of the call it holds when too
// long; a long line without a call stays long.
@@
expression E;
@@
- x = E;
+ y = E;
