@r@
expression e;
@@
foo(e)

@script:ocaml s@
e << r.e;
@@
Printf.printf "got %s\n" e;
if e = "2" then
  failwith ("bad " ^ e)
