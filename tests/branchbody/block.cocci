@@
statement S;
expression E;
@@
  if (E)
-   S
+   { pr_err("x"); S }
