// List metavariables and their lengths.
@r@
expression list[n] es;
expression list[2] two;
parameter list[pn] ps;
statement list [3] ss;
field list[fn = {1 ... 3}] fs;
initializer list[k] is;
format list[2] fm;
@@
  f(es, two)

@s@
expression list[r.n] es2;
identifier list ids;
@@
  g(es2)
