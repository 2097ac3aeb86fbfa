// Defaults: a script whose inherited variable has no value runs with the
// default (a string, and [] for a position); without a default it does
// not run.  The script makes an identifier out of the default.
virtual xxx

@r depends on xxx@
identifier f;
position p;
@@
f@p();

@script:ocaml s@
f << r.f = "unknown";
p << r.p = [];
id;
@@
id := make_ident (Printf.sprintf "%s_%d" f (List.length p))

@script:ocaml t@
f << r.f;
id2;
@@
id2 := make_ident "never"

@@
identifier s.id;
@@
- bar();
+ id();

@depends on t@
identifier t.id2;
@@
- baz();
+ id2();
