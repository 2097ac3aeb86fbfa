@@
iterator name for_each_item, list_for_each;
expression L, I;
statement S;
@@
- for_each_item(I, L) S
+ list_for_each(I, L) S
