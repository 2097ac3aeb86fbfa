// f(e + 1) does not match f((v + 1)): a pattern without parentheses
// matches code with them only as written
@@
expression e;
@@
- f(e + 1)
+ g(e)
