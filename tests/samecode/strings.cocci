// Blanks inside a string literal are the program's: `"a b"' made
// `"a  b"' is a change; the same through a `//' comment's line end.
@@
@@
- s("a b");
+ s("a  b");
