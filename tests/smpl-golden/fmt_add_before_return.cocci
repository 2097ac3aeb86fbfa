@@
expression E;
@@
+ log_exit();
  return E;
