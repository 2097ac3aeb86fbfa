@initialize:ocaml@
@@
let () = invalid_arg "no setup"

@@
@@
- foo(1);
