// a script taking values from two rules, one inheriting from the other:
// only the values of environments that agree are combined
@a@
position p1, p;
expression E;
@@
lock@p1(E@p);

@b exists@
position a.p;
expression E;
position r;
@@
lock(E@p);
...
unlock@r(E);

@script:python@
p1 << a.p1;
r << b.r;
@@
print("%s %s" % (p1[0].line, r[0].line))
