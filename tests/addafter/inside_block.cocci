// code added after the return inside the braces of the pattern's branch stays inside the block (f's unbraced branch does not match)
@@
expression x;
@@
  x = kzalloc(...);
  if (!x) {
    return ...;
+   pr_debug("failed\n");
  }
