// Changing a definition's parameters also changes its prototype in the
// same file (spatch's prototype rule).
@@
identifier fn = setup_dev;
identifier a;
@@
  fn(int a
+	, int flags
  ) { ... }
