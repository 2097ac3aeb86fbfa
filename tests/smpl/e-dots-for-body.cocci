@@
identifier x;
expression E;
@@
- for (x = 0; x < E; x++)
+ for (int x = 0; x < E; x++)
  ...
