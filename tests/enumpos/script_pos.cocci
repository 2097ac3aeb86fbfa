// The position of an enumerator's name is the name's (line, columns).
@r@
identifier X;
position p;
@@
enum e { ..., X@p, ... };

@script:python@
p << r.p;
X << r.X;
@@
print(X, p[0].line, p[0].column, p[0].line_end, p[0].column_end)
