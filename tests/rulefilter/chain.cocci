// A rule runs on the text earlier rules left: b() exists only after the
// first rule, and the second rule must still see it.
@@
@@
- a();
+ b();

@@
@@
- b();
+ c();
