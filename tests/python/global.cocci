// The element of a position outside functions: the declared name.
@r@
position p;
@@
bar@p(...)

@script:python@
p << r.p;
@@
print(p[0].current_element, p[0].current_element_line, p[0].current_element_column,
      p[0].current_element_line_end, p[0].current_element_column_end)
