@@
statement S;
@@
  switch (...) {
  case 2:
+	pr_debug("two\n");
  	S
  ...
  }
