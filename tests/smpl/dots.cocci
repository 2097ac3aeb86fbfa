// Dots, nests and when clauses.
@@
expression E, x;
statement S;
@@
  lock(E);
  ... when != unlock(E)
      when any
  <... x = E; ...>
  ...
  when strict
  when forall
  <+... f(x) ...+>
  ... when exists
      when == g(E)
  f(...);
  g(E, ...);
  int h(int a, ...);
  struct s v = {..., .fld = E, ...};
  unlock(E);
@@
expression E;
@@
  f(E);
  ... WHEN != g(E)
  h(E);
