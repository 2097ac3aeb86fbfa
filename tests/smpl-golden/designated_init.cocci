@@
identifier ops, fn;
@@
  struct file_ops ops = {
- 	.ioctl = fn,
+ 	.unlocked_ioctl = fn,
  };
