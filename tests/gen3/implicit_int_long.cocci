// specifiers naming no type declare an int (static foo(...), const cn(...)):
// the pattern type 'long' (spatch 1.1.1; unsigned and long are no implicit int)
@@
identifier f;
@@
 long f(...) {
 ...
- return bar(...);
+ return 0;
 }
