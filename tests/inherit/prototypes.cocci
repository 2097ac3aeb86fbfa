@@
identifier fn =~ "^dev_";
identifier a;
@@
- int
+ long
  fn(int a
+	, int flags
  ) { ... }

@@
@@
- helper
+ dev_helper
  (...) { ... }

@@
identifier fn = setup;
@@
  fn(...
+ , int q
  ) { ... }
