@@
@@
  open_dev();
  ... when any
- close_dev();
+ close_dev_sync();
