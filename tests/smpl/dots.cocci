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
  ... when != true x
  f(...);
  g(E, ...);
  int h(int a, ...);
  v = {..., .x = E, ...};
  unlock(E);
