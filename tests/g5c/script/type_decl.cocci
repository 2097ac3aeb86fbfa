// A type bound by `T x;' as a script sees it: spatch's printing of the
// type, tokens spaced, qualifiers of the specifiers first, no storage
// class, struct fields after two spaces, enumerators each with a comma;
// a `const' after a `*' stays where it is, and names that merely begin
// with a keyword (constant, static_count) are not qualifiers.
@r@
type T;
identifier x;
@@
T x;
@script:python@
t << r.T;
x << r.x;
@@
print("%s|%s|" % (x, t))
