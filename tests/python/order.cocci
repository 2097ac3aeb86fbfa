// The order of a script's runs: the environments of the rule it
// inherits from, projected on what later rules inherit, sorted by
// variable name and then by value (positions by file, element, place;
// expressions by the kind of term, then their parts).
@r@
position p;
expression E;
identifier f;
@@
f@p(E)

@script:python@
p << r.p;
@@
print("p", p[0].line, p[0].current_element)

@script:python@
p << r.p;
E << r.E;
@@
print("pE", p[0].line, E)

@script:python@
f << r.f;
@@
print("f", f)
