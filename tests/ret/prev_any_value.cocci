// E is used by the first item only: the `...' may cross f(E) with no value
// at all, so f(1) followed by f(5) is no match, f(5) is (g4c's R3).
@@
expression E;
@@
- f(E);
  ...
  g(0);
