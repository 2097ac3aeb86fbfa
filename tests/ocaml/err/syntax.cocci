@r@
expression e;
@@
foo(e)

@script:ocaml s@
e << r.e;
@@
let f x = x + 1
Printf.printf "%d\n" (f 1)
