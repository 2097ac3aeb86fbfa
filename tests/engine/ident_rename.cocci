@@
expression list L;
@@
-old_api(L)
+new_api(L)
