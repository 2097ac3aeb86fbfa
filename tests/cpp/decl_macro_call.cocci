@@
expression E0;
identifier I1;
@@
- LIST_HEAD (E0);
- int I1;

@@
identifier x;
@@
- LIST_HEAD(x);
+ struct list_head x;

@@
identifier x;
type T;
@@
- T x;
