// Braces isomorphism `{ ... S ... }' => S: the `...' do not follow a goto
// or break out of a loop body without braces (f, k: no match), nor out of
// the braced one (g: the trailing `...' never reach its end).
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
