// a rule removes lines: a later rule's position on kept code is reported
// where it stood in the file read (spatch 1.1.1: line 6, not 4)
@@
@@
- a();
- b();

@r@
identifier nm;
position p;
@@
int nm@p[] = {...};

@script:python@
p << r.p;
nm << r.nm;
@@
print(nm, p[0].line, p[0].column, p[0].line_end, p[0].column_end)
