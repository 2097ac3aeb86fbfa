// In a semantic patch of starred lines only (context mode), a rule of
// context code without a quantifier is `exists' like the starring rules:
// r holds in f (one path from a() reaches b()), and its position is the
// a() of f and g; s, forall by its header, holds in g only (spatch 1.1.1).
@r@
position p;
@@
a@p();
...
b();

@s forall@
position q;
@@
a@q();
...
b();

@@
position r.p;
@@
* a@p();

@@
position s.q;
@@
a@q();
...
* c();
