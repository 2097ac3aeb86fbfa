// no rule changes the file: positions as they are (must not move)
@r@
expression E;
position p;
@@
h(E@p)

@script:python@
p << r.p;
E << r.E;
@@
print(E, p[0].line, p[0].column)
