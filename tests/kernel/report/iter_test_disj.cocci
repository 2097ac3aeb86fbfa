// a disjunction of tests as an item after `...' in an iterator body
// matches a loop condition through the truth-value isomorphisms
@r exists@
iterator I;
expression x,E;
position p1,p2;
@@

I@p1(x,...)
{ ... when != x = E
(
  x@p2 == NULL
|
  x@p2 != NULL
)
  ... when any
}

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print(p1[0].line, p2[0].line)
