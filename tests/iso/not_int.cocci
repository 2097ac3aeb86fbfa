// !x matches x == NULL for a pointer metavariable (not_ptr1) and x == 0
// for an integer one (not_int1); an untyped one: see not_ptr.cocci
@@
int n;
@@
- !n
+ is_zero(n)

@@
expression *p;
@@
- !p
+ is_empty(p)
