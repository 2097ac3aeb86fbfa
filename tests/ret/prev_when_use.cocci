// E is used in a `when' of the dots too: bound there, so f(1) crosses f(5).
@@
expression E;
@@
- f(E);
  ... when != g(E)
  h(0);
