// A block pattern `{ ... }` matches a branch written without braces
// (spatch's isomorphisms braces0-4) only when the block, its changes
// made, holds exactly one statement and that is no added `if` without
// `else`: code added beside a kept statement, two statements, or an
// added lone if need braces, and then only braced branches match.

// h1: added before a kept statement: braces needed, only the braced branch
@@
expression E1;
@@
if (...) {
+ k1();
  h1(E1);
}

// h2: the removed statement replaced by one: both
@@
expression E1;
@@
if (...) {
+ k2();
- h2(E1);
}

// h3: replaced by two statements: only the braced branch
@@
expression E1;
@@
if (...) {
- h3(E1);
+ g3(E1);
+ k3(E1);
}

// h4: replaced by an if without else: only the braced branch
@@
expression E1;
@@
if (...) {
- h4(E1);
+ if (y) g4(E1);
}

// h5: a kept statement changed inside: both
@@
expression E1;
@@
if (...) {
  h5(
- E1
+ 3
  );
}

// h6: added after the kept statement, with dots: only the braced branch
@@
expression E1;
@@
if (...) {
  ...
  h6(E1);
+ g6(E1);
}

// h7: with dots, the removed statement replaced by one: both
@@
expression E1;
@@
if (...) {
  ...
+ k7();
- h7(E1);
}

// h8: removed with nothing added: only the braced branch
@@
expression E1;
@@
if (...) {
- h8(E1);
}

