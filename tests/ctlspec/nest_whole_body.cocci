// A nest as the whole body of a function pattern: every a() of the body,
// at every depth.
@@
identifier fn;
@@
  fn(...) {
  <...
- a();
+ aa();
  ...>
  }
