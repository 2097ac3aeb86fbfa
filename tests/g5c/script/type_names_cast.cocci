// A type bound in a cast or a sizeof, as scripts see it.
@r@
type T;
expression e;
position p;
@@
 (T@p)e

@script:python@
t << r.T;
p << r.p;
@@
print("%s|%s|" % (p[0].line, t))

@sz@
type T;
position p;
@@
sizeof(T@p)

@script:python@
t << sz.T;
p << sz.p;
@@
print("sz %s|%s|" % (p[0].line, t))
