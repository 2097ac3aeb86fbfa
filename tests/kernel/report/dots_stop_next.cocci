// `...' stops at the first node where the next item starts, whatever
// values its own metavariables take there (the shortest path)
@withtest@
expression x;
position p;
identifier f,fld;
@@

x@p = f(...);
... when != x->fld
\(x == NULL \| x != NULL\)

@rfixed exists@
expression x,x1;
position p1 != withtest.p;
position p2;
statement S;
position any withtest.p;
identifier f;
@@

x@p1 = \(kmalloc\|kzalloc\|kcalloc\)(...);
...
x1@p = f@p2(...);
if (!x1) S

@script:python@
p1 << rfixed.p1;
p2 << rfixed.p2;
@@
print(p1[0].line, p2[0].line)
