// A Python exception stops the run with an error.
@r@
identifier fn;
@@
fn(...) { ... }

@script:python@
fn << r.fn;
@@
print(undefined_name)
