// coccilib.report and coccilib.org output, and the fields of positions.
virtual report
virtual org

@r@
position p;
expression E;
@@
bar@p(E)

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "call of bar")
coccilib.report.print_report(p[0])
print(p[0].file, p[0].line, p[0].column, p[0].line_end, p[0].column_end)
print(p[0].current_element, p[0].current_element_line, p[0].current_element_column,
      p[0].current_element_line_end, p[0].current_element_column_end)

@script:python depends on org@
p << r.p;
E << r.E;
@@
coccilib.org.print_todo(p[0], "bar of %s" % E)
coccilib.org.print_todo(p[0])
coccilib.org.print_link(p[0], "link")
coccilib.org.print_link(p[0], "link", "ovl")
coccilib.org.print_safe_todo(p[0], "a[i]")
cocci.print_main("main", p)
cocci.print_main("", p, "ovl")
cocci.print_sec("sec", p)
cocci.print_secs("secs", p)
