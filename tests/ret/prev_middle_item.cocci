// A middle item whose metavariable nothing else uses: its dots may not
// cross it with any value (only f(5) is removed).
@@
expression E;
@@
  a();
- f(E);
  ...
  h(0);
