@r@
type T;
identifier x;
@@
T x;
@script:ocaml@
t << r.T;
x << r.x;
@@
Printf.printf "%s|%s|\n" x t
