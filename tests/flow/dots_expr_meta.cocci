// A bare expression metavariable after `...`: the first later node
// holding the value of x.
@@
expression x;
@@

  foo(x);
  ...
- x
+ y
