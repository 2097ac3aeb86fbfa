// neg_if: `if (E) S1 else S2' also matches `if (!a) ...' with E = a and the branches swapped; positions on the if, the test or the else bind there too
@r@
statement S1, S2;
expression E;
position p;
@@
  if (E) S1 else@p S2

@script:python@
E << r.E;
p << r.p;
@@
print(E, p[0].line, p[0].column)
