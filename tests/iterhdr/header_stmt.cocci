// the header replaced over a given lone body (the braced loop does not match)
@@
iterator name list_for_each_entry, list_for_each_entry_safe;
expression a, b;
identifier m;
@@
- list_for_each_entry(a, b, m)
+ list_for_each_entry_safe(a, tmp, b, m)
  kfree(a);
