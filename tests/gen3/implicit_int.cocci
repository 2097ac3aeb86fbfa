// specifiers naming no type declare an int (static foo(...), const cn(...)):
// the pattern type 'int' (spatch 1.1.1; unsigned and long are no implicit int)
@@
identifier f;
@@
 int f(...) {
 ...
- return bar(...);
+ return 0;
 }
