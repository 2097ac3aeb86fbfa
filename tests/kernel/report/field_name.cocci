// a name alone as an item is an expression: it does not match a field
// name after `.` or `->`
@r@
identifier c;
position p;
@@
foo(c);
...
c@p

@script:python@
p << r.p;
@@
print(p[0].line, p[0].column)
