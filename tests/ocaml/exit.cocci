// Coccilib.exit () stops the current file once the script returns (its
// code after the call still runs): the change made before stays, the
// rule after the script does not run.
@r@
identifier x;
@@
- f(x);
+ g(x);

@script:ocaml s@
x << r.x;
y;
@@
y := make_ident (x ^ "_seen");
if x = "stop" then Coccilib.exit ();
y := make_ident (x ^ "_after")

@@
identifier s.y;
@@
- h();
+ y();
