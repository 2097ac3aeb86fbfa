// Replace alloca by malloc in an assignment and check the result.
@@
expression E;
identifier ptr;
@@
-ptr = alloca(E);
+ptr = malloc(E);
+if (ptr == NULL)
+	return 1;
