// initialize runs once before the files, finalize once after them;
// script rules share their global variables.
@initialize:python@
@@
seen = []

@r@
identifier fn;
@@
fn(...) { ... }

@script:python@
fn << r.fn;
@@
seen.append(str(fn))

@finalize:python@
@@
print("functions: %s" % ", ".join(sorted(seen)))
