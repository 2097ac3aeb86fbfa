// OCaml script constraints: on an identifier (calling a function of the
// initialize rule), and on a position with a value of an earlier rule
// (r.e) as argument.  f(1) is not past line 4 and g(2) does not match
// the first rule's names: both stay.
@initialize:ocaml@
@@
let wanted name = String.length name > 3 && String.sub name 0 3 = "do_"

@@
identifier fn : script:ocaml () { wanted fn };
@@
- fn(1);
+ fn(0);

@r@
expression e;
@@
g(e);

@@
position p : script:ocaml(r.e) { (List.hd p).line > 4 && not (e = "3") };
expression r.e;
@@
- h(e@p);
+ h(e, 0);
