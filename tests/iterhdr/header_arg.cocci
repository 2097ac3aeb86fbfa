// an argument added to the header of a declared iterator
@@
iterator name list_for_each_entry;
iterator I;
expression a, b;
identifier m;
statement S;
@@
- list_for_each_entry(a, b, m)
+ list_for_each_entry(a, b, m, 0)
  S
