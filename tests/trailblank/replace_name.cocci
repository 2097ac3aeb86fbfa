// only the name replaced: the rest of the line, blanks included, stays
@@
expression E;
@@
- foo
+ bar
  (E);
