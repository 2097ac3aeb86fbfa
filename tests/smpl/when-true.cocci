// when != true / when != false: paths through the true or false branch.
@@
expression x;
@@
  f(x);
  ... when != true x
      when != false g(x)
  h(x);
