@@
expression A, B;
binary operator op = {==, !=};
@@
-A op B
+cmp(A, B) op 0
