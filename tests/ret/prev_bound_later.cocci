// The `...' after f(E) may not cross f(E) with E's value when E is used
// later (g(E)): a() keeps its f(1) as f(2) is no f(1); b(): f(1) reaches no g(1).
@@
expression E;
@@
- f(E);
  ...
  g(E);
