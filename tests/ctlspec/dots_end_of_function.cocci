// `... S }' at the end of a function body: S must be the last thing
// before the function's closing brace; only g's a() is last.
@@
identifier fn;
@@
  fn(...) {
  ...
- a();
+ z();
  }
