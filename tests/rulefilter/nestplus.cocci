// <+... g(x) ...+> needs g in the file; here it is, so the rule applies.
@r@
expression E;
position p;
@@
if (E) { <+... g@p(E) ...+> }

@@
expression E;
position r.p;
@@
- g@p(E);
+ k(E);
