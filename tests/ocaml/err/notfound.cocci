@initialize:ocaml@
@@
let tbl : (string, int) Hashtbl.t = Hashtbl.create 3

@r@
expression e;
@@
foo(e)

@script:ocaml@
e << r.e;
@@
ignore (Hashtbl.find tbl e)
