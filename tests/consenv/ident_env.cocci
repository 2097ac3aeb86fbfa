// `!= r.fn' on an identifier: compared with the value of each
// environment of r in turn (a rule without other inherited values runs
// once per value of r.fn): a(2), b(2) and c(2) all go.
@r@
identifier fn;
@@
fn(1);

@s@
identifier fn2 != r.fn;
@@
- fn2(2);
