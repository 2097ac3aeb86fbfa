@@
type T;
identifier f;
@@
 T f(...) {
+ might_sleep();
 ...
 }
