// Without `when any', the path stops at the first close_dev(); only
// that one is changed.
@@
@@
  open_dev();
  ...
- close_dev();
+ close_dev_sync();
