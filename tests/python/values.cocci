// What scripts get for each kind of metavariable: strings of the code's
// tokens joined by single spaces, lists as TermList.
@r@
identifier f;
type T;
expression E;
expression list es;
statement S;
@@
T f(...) {
  ...
  S
  ...
  g(E, es);
  ...
}

@script:python@
f << r.f;
T << r.T;
E << r.E;
es << r.es;
S << r.S;
@@
print("[%s] [%s] [%s] [%s] [%s]" % (f, T, E, es, S))
print(len(es.elements), [str(x) for x in es.elements])
print(type(f).__name__, type(E).__name__)
