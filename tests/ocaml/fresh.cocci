// Fresh identifiers made by OCaml scripts: with no argument (a counter
// kept by the initialize rule), with the rule's own value, and with a
// value of an earlier rule (r.x), in a rule of its own (spatch makes the
// names of a rule that inherits values in another order).
@initialize:ocaml@
@@
let ctr = ref 0
let next s = incr ctr; Printf.sprintf "%s_%d" s !ctr

@r@
identifier x;
@@
int x;

@@
identifier f;
fresh identifier a = script:ocaml () { next "tmp" };
fresh identifier b = script:ocaml (f) { next (String.uppercase_ascii f) };
@@
- f();
+ f(a, b);

@@
fresh identifier c = script:ocaml (r.x) { x ^ "_of_" ^ x };
identifier r.x;
@@
- int x;
+ int c;
