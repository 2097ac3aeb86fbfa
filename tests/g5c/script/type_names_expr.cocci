// An expression given to a script: its type names (casts, sizeof) are
// spelled as types are (`const' first, tokens spaced); the rest of the
// code as written, tokens spaced (k: no type name, nothing moves).
@r@
expression E;
identifier x;
@@
x = E;
@script:python@
e << r.E;
@@
print("%s|" % e)
