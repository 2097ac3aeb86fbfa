// A position on code that one path passes twice (`... when any' then
// msleep@p) is two matches, one place each; places that the paths of
// one match reach (the two `return@p x;', the msleep of each branch)
// are one match with a list of places, as spatch.
@r@
position p;
@@
  start();
  ... when any
  msleep@p(...);

@script:python@
p << r.p;
@@
print("msleep", sorted([int(q.line) for q in p]))

@s@
position p;
expression x;
@@
x = h();
...
return@p x;

@script:python@
p << s.p;
@@
print("return", sorted([int(q.line) for q in p]))
