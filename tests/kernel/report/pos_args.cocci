// a script runs once per place a rule matched: `...` among the
// arguments spans no path, so positions are not gathered into lists
@r@
position p;
@@
release@p(...);

@script:python@
p << r.p;
@@
print("%s:%s %d" % (p[0].line, p[0].column, len(p)))
