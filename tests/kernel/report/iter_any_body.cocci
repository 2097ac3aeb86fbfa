// between other items, an iterator whose body is `...` with `when`
// clauses stands for any body; a disjunction of iterators is one item
@r exists@
identifier c, member;
iterator name list_for_each_entry;
iterator name list_for_each_entry_safe;
position p1, p2;
@@
(
list_for_each_entry@p1(c, ..., member) { ... when != break;
                                         when forall
                                         when strict
}
|
list_for_each_entry_safe@p1(c, ..., member) { ... when != break;
                                              when forall
                                              when strict
}
)
...
c@p2

@script:python@
p1 << r.p1;
p2 << r.p2;
@@
print("%s %s" % (p1[0].line, p2[0].line))
