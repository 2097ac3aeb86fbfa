@@
symbol errno;
expression E;
@@
- errno = E;
+ set_errno(E);
