// cocci.make_ident, make_expr and make_stmt values bound to identifier,
// expression and statement metavariables match code and are added.
@script:python r@
fn;
lim;
st;
@@
coccinelle.fn = cocci.make_ident("check")
coccinelle.lim = cocci.make_expr("n > 10")
coccinelle.st = cocci.make_stmt("return -1;")

@@
identifier r.fn;
expression r.lim;
statement r.st;
@@
 int fn(int n)
 {
- if (lim) st
+ if (lim) return -22;
  ...
 }
