@@
statement S;
expression E;
@@
  if (E)
-   S
+   a();
+   b();
