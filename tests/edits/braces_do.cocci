// Written by hand: spatch 1.1.1 adds no braces to the body of a do
// loop (`do bar(3); foo(3); while (x);` does not compile); ladybug adds
// them, the `}` before the `while` as a do loop is written.  And a body
// on its header's line replaced by two statements: spatch 1.1.1 prints
// `if (x) {bar(2);` on one line; ladybug as for code added before it.
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
