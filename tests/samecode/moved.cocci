// Code removed in one place and added in another is a change, however
// like the removed code the added code is.
@@
@@
- a();
  b();
+ a();
