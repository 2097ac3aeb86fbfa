// A script rule makes new metavariables of each kind with make_ident,
// make_expr, make_stmt and make_type (qualified or not); one it leaves
// unset stays unbound, and the rule that needs it does not apply.
@r@
identifier s;
identifier v;
@@
struct s *v;

@script:ocaml mk@
s << r.s;
n;
e;
st;
t;
unset;
@@
n := make_ident (s ^ "_new");
e := Coccilib.make_expr (Printf.sprintf "sizeof(struct %s)" s);
st := make_stmt ("free_" ^ s ^ "(NULL);");
t := make_type ("struct " ^ s ^ "_new *")

@@
identifier r.v;
identifier mk.n;
expression mk.e;
statement mk.st;
type mk.t;
@@
- use(v);
+ use_new(n, e, (t)v);
+ st

@@
identifier r.v;
expression mk.unset;
@@
- keep(v);
+ gone(unset);
