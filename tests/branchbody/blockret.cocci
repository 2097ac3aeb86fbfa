@@
expression E, F;
@@
  if (E)
-   return F;
+   { pr_err("x"); return F; }
