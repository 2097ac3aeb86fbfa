// a function definition whose header changes changes its prototypes the
// same way (prototypes), with or without a return type written
@@
identifier fn;
@@
  fn(...
+ , int flags
  ) { ... }
