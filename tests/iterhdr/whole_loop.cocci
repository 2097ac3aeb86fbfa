// a whole loop added: a blank after the iterator's name, as after for
@@
iterator name list_for_each_entry;
expression a, b;
identifier m;
statement S;
@@
  list_for_each_entry(a, b, m) S
+ list_for_each_entry(a, b, m) {
+   foo(a);
+ }
