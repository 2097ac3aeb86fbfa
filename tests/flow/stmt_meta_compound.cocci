// A statement metavariable before `...' matches a whole if, loop or
// block at its head; the `...' goes on after the statement's end.
@@
statement S;
@@

  foo();
- S
+ bar();
  ...
  baz();
