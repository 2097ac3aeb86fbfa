// a block pattern with `...` as the branch of an if also matches a
// branch without braces
@r@
expression x;
position p;
@@
if@p (x == NULL) { ... return ...; }

@script:python@
p << r.p;
@@
print("%s" % p[0].line)
