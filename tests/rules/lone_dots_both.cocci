// Braces isomorphism `{ ... S ... }' => S: a loop body without braces
// matches when it is S itself (f, k), like the braced body (g).
@r exists@
iterator I;
expression x;
position p;
@@

I(x,...)
{ ...
  x@p == NULL
  ... when any
}

@@
position r.p;
expression E;
@@
- E@p
+ BAD(E)
