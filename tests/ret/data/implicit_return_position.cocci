// The place of the implicit return: `return@p ...;' binds p to the
// closing brace of the void function (7:0-1), as spatch reports it.
@r exists@
position p;
@@
  a();
  ...
  return@p ...;

@script:python@
p << r.p;
@@
print("%s:%s-%s" % (p[0].line, p[0].column, p[0].column_end))
