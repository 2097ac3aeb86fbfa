// specifiers naming no type declare an int (static foo(...), const cn(...)):
// the pattern type 'const int' (spatch 1.1.1; unsigned and long are no implicit int)
@@
identifier f;
@@
 const int f(...) {
 ...
- return bar(...);
+ return 0;
 }
