// ( A | B ): B applies only where A does not match at that node; at
// the first a() the longer branch A matches, so B does not apply there.
@@
@@
(
- a();
- b();
+ ab();
|
- a();
+ a_only();
)
