// A statement removed and added again after new code stays as it was,
// with the comments inside it: they split no run of removed code (the
// block around them goes and comes back with it).
@@
statement S;
expression E;
@@
  if (E)
  {
-   S
+   dbg(); S
  }
