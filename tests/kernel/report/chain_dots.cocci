// `A || ...` in a condition: A matches the condition itself, any
// operand of a chain of ||, and any part of the chain
@r@
expression E;
position p;
@@
if (E@p || ...) return ...;

@script:python@
E << r.E;
p << r.p;
@@
print("%s %s" % (p[0].line, E))
