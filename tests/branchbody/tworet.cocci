@@
expression E, F;
@@
  if (E)
-   return F;
+   a();
+   b();
