// `(s, a) << r.x': the text and the pieces.  The names of a parameter
// list ((Ast_c.unwrap p).Ast_c.p_namei, as in spatch's tests) make the
// arguments of a call; the elements of an expression list are counted.
@r@
identifier f;
parameter list ps;
type T;
@@
T f(ps) { ... }

@script:ocaml s@
(_, params) << r.ps;
(text, _) << r.ps;
args;
@@
args := make_ident (String.concat ", "
  (List.map (fun p -> match (Ast_c.unwrap p).Ast_c.p_namei with
       Some n -> Ast_c.str_of_name n | None -> "?") params)
   ^ (if String.length text > 20 then "" else "?"))

@c@
expression list es;
@@
call(es);

@script:ocaml t@
(_, elems) << c.es;
count;
@@
count := make_expr (string_of_int (List.length elems))

@@
identifier r.f;
identifier s.args;
@@
- todo(f);
+ f(args);

@@
expression t.count;
@@
- call(...);
+ ncalls(count);
