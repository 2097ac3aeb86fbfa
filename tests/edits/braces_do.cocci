// Written by hand: spatch 1.1.1 adds no braces to the body of a do
// loop (`do bar(3); foo(3); while (x);` does not compile); ladybug adds
// them, the `}` before the `while` as a do loop is written.  And a body
// on its header's line replaced by two statements: `if (x) {two(2);'
// on one line, as spatch 1.1.1 prints it (tests/bracebody).
@@
expression E;
@@
(
+ bar(E);
  foo(E);
|
- one(E);
+ two(E);
+ three(E);
)
