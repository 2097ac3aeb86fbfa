// a whole loop added again with its body a statement metavariable: a blank after the name
@@
iterator name list_for_each_entry, list_for_each_entry_safe;
expression a, b;
identifier m;
statement S;
@@
- list_for_each_entry(a, b, m) S
+ list_for_each_entry_safe(a, tmp, b, m) S
