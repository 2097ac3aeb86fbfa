// A nest in the braces of an iterator body stands for the body without
// braces too, and ends where its paths leave the loop (a goto out, a
// break), also when its disjunction holds an if statement.
@@
iterator I;
expression x,E;
statement S;
@@
I(x,...) { <...
(
- if (x == NULL && ...) S
|
- (x != NULL) &&
  E
)
  ...> }
