// an iterator with a body as the first item of a sequence: the path
// goes on after the loop to the next item
@r exists@
identifier c, member;
iterator name list_for_each_entry;
position p1, p2;
@@
list_for_each_entry@p1(c, ..., member) { ... }
...
c@p2

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print("%s %s" % (p1[0].line, p2[0].line))
