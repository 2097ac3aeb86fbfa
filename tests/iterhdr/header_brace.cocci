// the header and the body's braces added, the body kept: still printed as a call
@@
iterator name list_for_each_entry, list_for_each_entry_safe;
expression a, b;
identifier m;
@@
- list_for_each_entry(a, b, m)
+ list_for_each_entry_safe(a, tmp, b, m) {
  kfree(a);
+ }
