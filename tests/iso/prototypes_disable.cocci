// `disable prototypes`: the prototypes stay as they are
@disable prototypes@
identifier fn;
@@
  fn(...
+ , int flags
  ) { ... }
