@a@
identifier x;
@@
foo(x);
@b@
identifier a.x;
fresh identifier y = "p" ## x;
@@
- bar();
+ y();
@c@
identifier a.x;
identifier b.y;
@@
- baz();
+ y();
@d@
identifier a.x;
@@
- qux();
