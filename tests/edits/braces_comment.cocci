// Braces added around a lone body whose header line ends with a
// comment: after a block comment; on a line of its own after a `//`
// comment (a `{` after it would be commented out).
@@
expression E;
@@
+ bar(E);
  foo(E);
