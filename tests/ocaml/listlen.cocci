// A list length is an int in OCaml: include_match keeps only the
// lists of 2 arguments.
@r@
expression list [n] es;
identifier fn;
@@
fn(es);

@script:ocaml@
n << r.n;
@@
if n <> 2 then include_match false

@@
identifier r.fn;
expression list r.es;
@@
- fn(es);
+ fn2(es);
