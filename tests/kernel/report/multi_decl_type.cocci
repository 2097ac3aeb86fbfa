// `T c;` against a declaration with several pointer declarators: T
// takes the specifiers and the stars of each declarator
@r@
identifier c;
type T;
@@
T c;

@script:python@
c << r.c;
T << r.T;
@@
print("%s: %s" % (c, T))
