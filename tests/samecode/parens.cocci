// `(E)' matches E without parentheses (paren isomorphism): the call is
// printed again as the `+' code, `h(x,\n 2)' joined; a file whose
// changes come to blanks only is reported unchanged (p1.c, the same
// text but another rule's real change in p2.c shows both).
@@
expression E, F;
@@
- h((E), F)
+ h(E, F)

@@
@@
- k(1);
+ k(2);
