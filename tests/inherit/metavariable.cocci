@r@
metavariable a, b;
expression x;
@@

x->a = b

@@
metavariable r.a, r.b;
expression y;
@@

- y->a = b;
+ set(y, b);
