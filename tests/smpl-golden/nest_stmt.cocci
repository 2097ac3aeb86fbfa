@@
identifier fn;
@@
  fn(...) {
  <...
- debug_trace();
  ...>
  }
