// A function removed whole by a pattern with `...' and no return
// type: its return type goes too.
@@
identifier foo;
expression rv;
@@

- foo() { a(); ... return rv; }
