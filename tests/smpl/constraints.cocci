// Constraints on metavariables.
@r@
identifier f != kfree;
identifier g != {kmalloc, kzalloc}, h = {vmalloc, vzalloc};
identifier re =~ "^dev_", nre !~ "_locked$";
expression E != 0;
binary operator bop = {==, !=, &&, ||};
assignment operator aop = {+=, -=};
binary operator b2 = {==, !=} && !~ "^!";
constant C =~ "^0x";
position p : script:python() { p[0].line > 1 };
@@
  f(g(E) bop h(C), re, nre)@p;

@s@
expression r.E;
expression sub <= r.E;
position q != r.p;
position q2 != {r.p, q};
expression x : script:ocaml(r.E) { x <> "" };
@@
  sub + x@q@q2
