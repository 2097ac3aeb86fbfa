@@
iterator name for_each_item;
expression I, L;
@@
  for_each_item(I, L) {
  ...
- skip_item(I);
+ continue;
  ...
  }
