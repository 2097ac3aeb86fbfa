// The prefilter: a script rule that takes values from r needs what r
// needs; with a default value for each, it runs without r.
@r@
expression E;
@@
- only_here(E);
@script:python@
e << r.E;
@@
print("bound", e)
@script:python@
e << r.E = "none";
@@
print("default", e)
