// { S } => S (braces4): a block of one statement in the pattern also
// matches the statement without braces, and the change goes through
@@
expression x;
@@
  if (x) {
-   put(x);
+   release(x);
  }
