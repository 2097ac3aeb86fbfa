// `X@M' with M no position: M names the code X matched: the
// expression of an operator (`+@E', also through commutativity), the
// statement around it (`@S'), an identifier (`x@n'), the declaration
// around a declarator (`x@d').
@r@
expression E;
statement S;
identifier n;
@@

f(n@n, 3 +@E@S 4);

@@
expression r.E;
identifier r.n;
@@

- g(E, n)
+ h(E, n)

@@
expression x;
statement r.S;
@@

- if
+ while
  (x) S

@a@
declaration d;
symbol z;
@@

-int z@d;

@@
declaration a.d;
symbol w;
@@

int w;
+d
