// braces4: if (x) { bar(); } in the pattern also matches if (x) bar();
@@ @@
- foo();
  if (x) { bar(); }
