// A metavariable bound in an if's test (e) is bound before a disjunction
// in its block: the disjunction's earlier branch (`ret = PTR_ERR(e);')
// has e's value there, so in f1 the later branch takes PTR_ERR(a->y);
// in f2 the first branch matches, and the later one never where it does.
@r exists@
expression e, e1;
position p2;
@@

if (IS_ERR(e)) {
  ...
(
  ret = PTR_ERR(e);
|
  ret = PTR_ERR@p2(e1);
)
  ...
  return ret;
}

@@
position r.p2;
expression e1;
@@

- PTR_ERR@p2(e1)
+ ERR_CAST(e1)
