// A function header with `...' to its closing brace: the function's first
// statement is a(), its last b().
@@
identifier fn;
@@
  fn(...) {
- a();
  ...
  b();
  }
