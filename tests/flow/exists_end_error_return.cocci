// `... when any' to the end of the function in an exists rule: a path
// may end by a return inside an if (the error exit) too.
@r exists@
identifier f;
@@

f(...) {
... when any
- return x;
+ return y;
... when any
}
