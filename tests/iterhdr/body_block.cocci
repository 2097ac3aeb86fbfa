// an iterator's lone body replaced by a block: `{' on the header's line
@@
iterator name list_for_each_entry;
expression a, b;
identifier m;
@@
  list_for_each_entry(a, b, m)
- kfree(a);
+ { kfree(a); a = NULL; }
