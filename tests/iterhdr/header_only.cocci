// an iterator's header replaced, its body kept: printed as a call, no blank before `('
@@
iterator name list_for_each_entry, list_for_each_entry_safe;
expression a, b;
identifier m;
statement S;
@@
- list_for_each_entry(a, b, m)
+ list_for_each_entry_safe(a, tmp, b, m)
  S
