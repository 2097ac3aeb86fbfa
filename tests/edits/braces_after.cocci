// Code added after the lone body of an if, else or loop: braces, the
// `{` at the end of the header's line, the `}` at the header's
// indentation; a body on the header's line moves to a line of its own.
// k(...) has no body of its own: no braces there.
@@
expression E;
@@
  foo(E,...);
+ bar(E);
