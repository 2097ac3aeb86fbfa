// an iterator metavariable's header with an argument added
@@
iterator I;
expression a, b;
identifier m;
statement S;
@@
- I(a, b, m)
+ I(a, b, m, 0)
  S
