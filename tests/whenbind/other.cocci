// Without the metavariable in the `when', the dots avoid g with any
// value: only the first g of each path matches.
@@ identifier i; @@
  ... when != z
- g(i);
